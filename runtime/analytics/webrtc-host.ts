/**
 * WebRTC host candidates, gathered with no ICE server at all (`iceServers: []`): the browser only
 * lists its own interfaces, so no packet is sent to any host, on the internet or elsewhere.
 */
import { setCappedTimeout } from '../shared/timers.ts';
import { hostCandidateAddress } from './addresses.ts';

/** Longest wait for ICE gathering to complete. */
export const WEBRTC_GATHER_TIMEOUT_MS = 1_500;

/** The addresses of the host candidates (IPs or mDNS names); none where WebRTC is missing. */
export async function gatherHostAddresses(timeoutMs = WEBRTC_GATHER_TIMEOUT_MS, Connection: typeof RTCPeerConnection | undefined = globalThis.RTCPeerConnection): Promise<string[]> {
  if (typeof Connection !== 'function') return [];
  const connection = new Connection({ iceServers: [] });
  const found = new Set<string>();
  try {
    await new Promise<void>((resolve) => {
      const cancel = setCappedTimeout(resolve, timeoutMs);
      connection.addEventListener('icecandidate', (event: RTCPeerConnectionIceEvent) => {
        if (!event.candidate) {
          cancel();
          resolve();
          return;
        }
        const address = event.candidate.address ?? hostCandidateAddress(event.candidate.candidate);
        if (address && (event.candidate.type ?? 'host') === 'host') found.add(address);
      });
      connection.createDataChannel('');
      void connection
        .createOffer()
        .then((offer) => connection.setLocalDescription(offer))
        .catch(() => {
          cancel();
          resolve();
        });
    });
  } finally {
    connection.close();
  }
  return [...found];
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatherHostAddresses } from './webrtc-host.ts';

/** A stand-in RTCPeerConnection that announces scripted candidates once the offer is set. */
function fakeConnection(candidates: { address?: string | null; candidate: string; type?: string }[], complete = true) {
  const made: { config: RTCConfiguration; closed: boolean }[] = [];
  class Fake {
    private listener: ((event: { candidate: unknown }) => void) | null = null;
    constructor(config: RTCConfiguration) {
      made.push({ config, closed: false });
    }
    addEventListener(_name: string, listener: (event: { candidate: unknown }) => void) {
      this.listener = listener;
    }
    createDataChannel() {
      return {};
    }
    async createOffer() {
      return { type: 'offer', sdp: '' };
    }
    async setLocalDescription() {
      for (const candidate of candidates) this.listener?.({ candidate });
      if (complete) this.listener?.({ candidate: null });
    }
    close() {
      (made.at(-1) as { closed: boolean }).closed = true;
    }
  }
  return { Connection: Fake as unknown as typeof RTCPeerConnection, made };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('gatherHostAddresses', () => {
  it('asks with no ICE server at all and keeps the host candidates only, then closes the connection', async () => {
    const { Connection, made } = fakeConnection([
      { address: '192.168.1.20', type: 'host', candidate: 'candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host' },
      { address: 'abcd.local', type: 'host', candidate: 'candidate:2 1 udp 2122260223 abcd.local 54322 typ host' },
      { address: '203.0.113.9', type: 'srflx', candidate: 'candidate:3 1 udp 1686052607 203.0.113.9 54321 typ srflx' },
      { address: null, candidate: 'candidate:4 1 udp 2122260223 10.0.0.4 54323 typ host' },
    ]);
    await expect(gatherHostAddresses(1_500, Connection)).resolves.toEqual(['192.168.1.20', 'abcd.local', '10.0.0.4']);
    expect(made).toEqual([{ config: { iceServers: [] }, closed: true }]);
  });

  it('gives up after the timeout when gathering never completes', async () => {
    const { Connection, made } = fakeConnection([{ address: '192.168.1.20', type: 'host', candidate: '' }], false);
    const gathered = gatherHostAddresses(1_500, Connection);
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(gathered).resolves.toEqual(['192.168.1.20']);
    expect(made[0]?.closed).toBe(true);
  });

  it('finds nothing where WebRTC is missing', async () => {
    await expect(gatherHostAddresses(1_500, undefined)).resolves.toEqual([]);
  });
});

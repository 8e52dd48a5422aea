/**
 * The address fields of the analytics common parameters (spec 3: `login_ip`, `webrtc_ip`,
 * `proxy_ip`), filled where a static page can know them:
 * - `login_ip`: the `ip` of the visitor-IP call (spec 7), the address the API saw;
 * - `webrtc_ip`: an IP address of the visitor's own machine from WebRTC host candidates, gathered
 *   with no STUN or TURN server, so nothing leaves the browser. Browsers usually hide host
 *   addresses behind mDNS names (`….local`); those are not IPs and leave the field empty. Embedded
 *   browsers that do not (such as anti-detect browsers) give the real interface address;
 * - `proxy_ip`: `login_ip` when the machine has a public address of its own and the API saw
 *   another one: the traffic left through somebody else's address (a proxy or VPN). Without a
 *   public host address (behind NAT, or hidden by mDNS) a page cannot tell a proxy from a router,
 *   and the field stays empty rather than guess.
 * Collected once per visit by the tracking chunk and kept in sessionStorage; the beacon chunk reads
 * them when it sends.
 */
import { readItem, writeItem } from '../shared/storage.ts';

/** The three address fields. */
export interface AddressFields {
  login_ip: string;
  webrtc_ip: string;
  proxy_ip: string;
}

/** No address known. */
export const NO_ADDRESSES: AddressFields = { login_ip: '', webrtc_ip: '', proxy_ip: '' };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** True for an IPv4 or IPv6 literal (not an mDNS `….local` name). */
export function isIpLiteral(address: string): boolean {
  return IPV4.test(address) || (address.includes(':') && /^[0-9a-f:.]+$/i.test(address));
}

/** True for a public address: not private, loopback, link-local, CGNAT, unique-local or unspecified. */
export function isPublicIp(address: string): boolean {
  const v4 = IPV4.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return !(a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224);
  }
  const v6 = address.toLowerCase();
  return isIpLiteral(v6) && !(v6 === '::' || v6 === '::1' || /^fe[89ab]/.test(v6) || /^f[cd]/.test(v6));
}

/** The addresses from a host candidate line (`candidate:… 1 udp 2122260223 192.168.1.5 54321 typ host …`). */
export function hostCandidateAddress(candidate: string): string | null {
  const parts = candidate.trim().split(/\s+/);
  const typ = parts.indexOf('typ');
  return typ > 0 && parts[typ + 1] === 'host' && parts[4] ? parts[4] : null;
}

/** The three fields from what was learned: the API's view of the visitor and the host addresses. */
export function addressFields(loginIp: string, hostAddresses: readonly string[]): AddressFields {
  const ips = hostAddresses.filter(isIpLiteral);
  const webrtc = ips.find((ip) => IPV4.test(ip)) ?? ips[0] ?? '';
  const ownPublic = ips.filter(isPublicIp);
  const proxied = loginIp !== '' && ownPublic.length > 0 && !ownPublic.includes(loginIp);
  return { login_ip: loginIp, webrtc_ip: webrtc, proxy_ip: proxied ? loginIp : '' };
}

/** The stored fields (empty when not collected yet). */
export function readAddresses(storageKey: string): AddressFields {
  try {
    const value = JSON.parse(readItem('sessionStorage', storageKey) ?? 'null') as Partial<AddressFields> | null;
    if (!value) return NO_ADDRESSES;
    const text = (field: keyof AddressFields) => (typeof value[field] === 'string' ? value[field] : '');
    return { login_ip: text('login_ip'), webrtc_ip: text('webrtc_ip'), proxy_ip: text('proxy_ip') };
  } catch {
    return NO_ADDRESSES;
  }
}

/** Stores the fields for the rest of the visit. */
export function storeAddresses(storageKey: string, fields: AddressFields): void {
  writeItem('sessionStorage', storageKey, JSON.stringify(fields));
}

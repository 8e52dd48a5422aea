// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { addressFields, hostCandidateAddress, isIpLiteral, isPublicIp, NO_ADDRESSES, readAddresses, storeAddresses } from './addresses.ts';

afterEach(() => sessionStorage.clear());

describe('addressFields', () => {
  it('login_ip is what the API saw; webrtc_ip the machine\'s own address (IPv4 first)', () => {
    expect(addressFields('203.0.113.9', ['fe80::1', '192.168.1.20'])).toEqual({ login_ip: '203.0.113.9', webrtc_ip: '192.168.1.20', proxy_ip: '' });
  });

  it('leaves webrtc_ip empty when the browser hides host addresses behind mDNS names', () => {
    expect(addressFields('203.0.113.9', ['0b5f6c3e-1d2a-4e7b-9c8d-2f1a3b4c5d6e.local'])).toEqual({ login_ip: '203.0.113.9', webrtc_ip: '', proxy_ip: '' });
  });

  it('sets proxy_ip to login_ip when the machine has a public address of its own and the API saw another', () => {
    expect(addressFields('198.51.100.7', ['203.0.113.50'])).toEqual({ login_ip: '198.51.100.7', webrtc_ip: '203.0.113.50', proxy_ip: '198.51.100.7' });
  });

  it('does not guess a proxy behind NAT (only private host addresses) or when the addresses agree', () => {
    expect(addressFields('198.51.100.7', ['10.0.0.4', '172.16.3.2']).proxy_ip).toBe('');
    expect(addressFields('203.0.113.50', ['203.0.113.50', '10.0.0.4']).proxy_ip).toBe('');
    expect(addressFields('', ['203.0.113.50']).proxy_ip, 'no login_ip, nothing to compare').toBe('');
  });
});

describe('address helpers', () => {
  it.each([
    ['192.168.0.1', true, false],
    ['10.1.2.3', true, false],
    ['172.31.255.1', true, false],
    ['172.32.0.1', true, true],
    ['100.64.0.1', true, false],
    ['169.254.10.10', true, false],
    ['127.0.0.1', true, false],
    ['203.0.113.9', true, true],
    ['2001:db8::5', true, true],
    ['fe80::1', true, false],
    ['fd12:3456::1', true, false],
    ['::1', true, false],
    ['abcd-1234.local', false, false],
  ])('%s: IP %s, public %s', (address, ip, isPublic) => {
    expect(isIpLiteral(address)).toBe(ip);
    expect(isPublicIp(address)).toBe(isPublic);
  });

  it('reads the address of host candidates only', () => {
    expect(hostCandidateAddress('candidate:842163049 1 udp 1677729535 192.168.1.20 54400 typ host generation 0')).toBe('192.168.1.20');
    expect(hostCandidateAddress('candidate:1 1 udp 1 203.0.113.9 3478 typ srflx raddr 0.0.0.0 rport 0')).toBeNull();
  });

  it('keeps the fields for the visit, and reads nothing or garbage as empty', () => {
    expect(readAddresses('k')).toEqual(NO_ADDRESSES);
    storeAddresses('k', { login_ip: '203.0.113.9', webrtc_ip: '', proxy_ip: '' });
    expect(readAddresses('k')).toEqual({ login_ip: '203.0.113.9', webrtc_ip: '', proxy_ip: '' });
    sessionStorage.setItem('k', '{"login_ip": 5}');
    expect(readAddresses('k')).toEqual(NO_ADDRESSES);
    sessionStorage.setItem('k', 'not json');
    expect(readAddresses('k')).toEqual(NO_ADDRESSES);
  });
});

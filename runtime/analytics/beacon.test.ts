// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://127.0.0.1:3000/","settings":{"navigation":{"disableMainFrameNavigation":true,"disableChildFrameNavigation":true,"disableChildPageNavigation":true,"disableFallbackToSetURL":true}}}
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../config.ts';
import { base64ToBytes, bytesToBase64 } from '../shared/base64.ts';
import { sendAnalyticsBeacon } from './beacon.ts';
import { toQueueEntry, type QueueEntry } from './events.ts';

let publicPem = '';
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ]);
  publicPem = `-----BEGIN PUBLIC KEY-----\n${bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)))}\n-----END PUBLIC KEY-----`;
  privateKey = pair.privateKey;
});

afterEach(() => vi.restoreAllMocks());

async function decrypt(form: FormData): Promise<{ list: QueueEntry[]; comm: Record<string, unknown> }> {
  const key = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(String(form.get('_t'))));
  const data = base64ToBytes(String(form.get('_a')));
  const aes = await crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: data.slice(0, 16) }, aes, data.slice(16));
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('sendAnalyticsBeacon', () => {
  it('sends {list, comm} encrypted as form fields _t and _a to the test endpoint on a test host', async () => {
    const config = exampleRuntimeConfig();
    config.analytics.publicKey = publicPem;
    document.cookie = `${config.cookies.deviceId}=dev-42; Path=/`;
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const batch = [toQueueEntry({ kind: 'click', type: 'cta' }, 1) as QueueEntry];
    expect(sendAnalyticsBeacon(config, batch)).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [endpoint, body] = beacon.mock.calls[0] as [string, FormData];
    expect(endpoint).toBe(config.analytics.testEndpoint);
    expect([...body.keys()].sort()).toEqual(['_a', '_t']);
    const payload = await decrypt(body);
    expect(payload.list).toEqual(batch);
    expect(payload.comm).toMatchObject({ device_id: 'dev-42', js_version: config.analytics.jsVersion, op_page: location.pathname });
  });
  it('uses the production endpoint on production hosts', () => {
    const config = exampleRuntimeConfig();
    config.analytics.publicKey = publicPem;
    config.analytics.productionHosts = [location.hostname];
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    expect(sendAnalyticsBeacon(config, [])).toBe(false);
    expect(beacon.mock.calls[0]?.[0]).toBe(config.analytics.endpoint);
  });
});

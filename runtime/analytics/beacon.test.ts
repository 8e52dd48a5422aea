// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../example-config.ts';
import { decryptBeaconForm, generateTestKeys } from '../testing/test-keys.ts';
import { sendAnalyticsBeacon } from './beacon.ts';
import { toQueueEntry, type QueueEntry } from './events.ts';

let publicPem = '';
let privateKey: CryptoKey;

beforeAll(async () => {
  ({ publicPem, privateKey } = await generateTestKeys());
});

afterEach(() => vi.restoreAllMocks());

const decrypt = (form: FormData) => decryptBeaconForm<{ list: QueueEntry[]; comm: Record<string, unknown> }>(form, privateKey);

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

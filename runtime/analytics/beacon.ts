/**
 * Lazy chunk loaded on the first analytics flush: builds `{list, comm}`, encrypts it and hands it
 * to `navigator.sendBeacon` as form data `_t`, `_a`. Fire-and-forget (spec 7).
 */
import type { RuntimeConfig } from '../config.ts';
import { readAddresses } from './addresses.ts';
import { collectCommonParams, currentDeviceId, readBrowserFacts } from './common-params.ts';
import { selectAnalyticsEndpoint } from './endpoint.ts';
import type { QueueEntry } from './events.ts';
import { encryptPayload } from './payload-crypto.ts';

/** Sends one batch; `true` when the browser queued the beacon. */
export function sendAnalyticsBeacon(config: RuntimeConfig, batch: QueueEntry[]): boolean {
  const payload = { list: batch, comm: collectCommonParams(config, readBrowserFacts(), currentDeviceId(config), readAddresses(config.storageKeys.addresses)) };
  const { _t, _a } = encryptPayload(JSON.stringify(payload), config.analytics.publicKey, config.analytics.keyPadding);
  const form = new FormData();
  form.append('_t', _t);
  form.append('_a', _a);
  return navigator.sendBeacon(selectAnalyticsEndpoint(location.hostname, config.analytics), form);
}

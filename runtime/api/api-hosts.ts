/**
 * API host selection (spec 7): the primary domain uses its own API and app, the other known
 * domains use the secondary pair, and any other host (preview, localhost) uses the test pair.
 */
import type { RuntimeApiHosts, RuntimeApiPair } from '../config.ts';
import { isHostInDomains } from '../url-safety.ts';

/** Which pair was chosen. */
export type ApiTier = 'primary' | 'secondary' | 'test';

/** The chosen API and app origins. */
export interface SelectedApiHosts extends RuntimeApiPair {
  tier: ApiTier;
}

/** Picks the API/app pair for the page's `hostname`. */
export function selectApiHosts(hostname: string, hosts: RuntimeApiHosts): SelectedApiHosts {
  if (isHostInDomains(hostname, hosts.primary.domains)) return { tier: 'primary', api: hosts.primary.api, app: hosts.primary.app };
  if (isHostInDomains(hostname, hosts.secondary.domains)) return { tier: 'secondary', api: hosts.secondary.api, app: hosts.secondary.app };
  return { tier: 'test', api: hosts.test.api, app: hosts.test.app };
}

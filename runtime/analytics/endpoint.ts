/** Production or test analytics endpoint, chosen by the page's host (spec 7). */
import type { RuntimeAnalytics } from '../config.ts';
import { isHostInDomains } from '../url-safety.ts';

/** The endpoint beacons from `hostname` go to. */
export function selectAnalyticsEndpoint(hostname: string, analytics: Pick<RuntimeAnalytics, 'endpoint' | 'testEndpoint' | 'productionHosts'>): string {
  return isHostInDomains(hostname, analytics.productionHosts) ? analytics.endpoint : analytics.testEndpoint;
}

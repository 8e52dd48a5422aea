import type { SitePlan } from '../../../manifest/plan/types.ts';

/**
 * Where the third parties are during tests and offline previews (D11): one loopback origin for the
 * API pairs, analytics endpoints, one-tap, chat and statistics scripts, and optionally test keys
 * whose private halves the stand-in holds.
 */
export interface StandIn {
  origin: string;
  analyticsPublicKey?: string;
  oneTapPublicKey?: string;
}

/**
 * The plan with every third-party origin of the manifest replaced by the stand-in. Routing does not
 * depend on third parties, so only the manifest changes; the runtime config and the security
 * headers then follow from it like in production.
 */
export function withStandIn(plan: SitePlan, standIn: StandIn): SitePlan {
  const origin = standIn.origin.replace(/\/+$/, '');
  const { thirdParties, siteConfig } = plan.manifest;
  const pair = (name: string) => ({ api: `${origin}/${name}/api`, app: `${origin}/${name}/app` });
  return {
    ...plan,
    manifest: {
      ...plan.manifest,
      thirdParties: {
        api: { primary: pair('primary'), secondary: pair('secondary'), test: pair('test') },
        analytics: { production: `${origin}/collect`, test: `${origin}/collect-test`, publicKey: standIn.analyticsPublicKey ?? thirdParties.analytics.publicKey },
        oneTap: { ...thirdParties.oneTap, scriptUrl: `${origin}/gsi/client.js`, publicKey: standIn.oneTapPublicKey ?? thirdParties.oneTap.publicKey },
        chat: { scripts: Object.fromEntries(Object.keys(thirdParties.chat.scripts).map((name) => [name, `${origin}/chat/${name}.js`])) },
      },
      siteConfig: Object.fromEntries(
        Object.entries(siteConfig).map(([code, config]) => [code, { ...config, statistics: config.statistics.map((snippet) => ({ ...snippet, src: `${origin}/stats/${snippet.id}.js` })) }]),
      ),
    },
  };
}

import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { SiteManifest } from '../schema/index.ts';
import { isTrustedHost } from './check-navigation.ts';

/** Site config per locale, external blog hosts, statistics hosts. */
export function checkConfig(m: Pick<SiteManifest, 'siteConfig' | 'locales' | 'externalHosts' | 'trustedDomains' | 'redirects' | 'currencies' | 'pricing'>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const hosts = Object.keys(m.externalHosts);
  const origins = new Set(Object.values(m.externalHosts));
  const catchAll = m.locales.find((locale) => locale.catchAll)?.code ?? 'en';
  m.locales.forEach((locale, index) => {
    if (!m.siteConfig[locale.code]) {
      out.push(diagnostic('LOCALE_CONFIG_MISSING', { locale: locale.code, catchAll }, { path: `locales[${index}]` }));
    }
  });
  for (const [code, config] of Object.entries(m.siteConfig)) {
    for (const field of ['registerUrl', 'loginUrl'] as const) {
      const host = new URL(config[field]).hostname;
      if (!isTrustedHost(host, m.trustedDomains)) out.push(diagnostic('UNTRUSTED_URL', { case: 'site-config', locale: code, field, host, trusted: m.trustedDomains }, { path: formatPath(['siteConfig', code, field]) }));
    }
    config.statistics.forEach((snippet, i) => {
      const origin = new URL(snippet.src).origin;
      if (!origins.has(origin)) out.push(diagnostic('UNKNOWN_HOST', { case: 'statistics', src: snippet.src, origin, declared: [...origins] }, { path: formatPath(['siteConfig', code, 'statistics', i, 'src']) }));
    });
  }
  m.redirects.externalBlogs.forEach((blog, i) => {
    if (!(blog.host in m.externalHosts)) out.push(diagnostic('UNKNOWN_HOST', { case: 'external-blog', host: blog.host, known: hosts }, { path: formatPath(['redirects', 'externalBlogs', i, 'host']) }));
  });
  const codes = m.currencies.map((currency) => currency.code);
  m.pricing.forEach((plan, i) => {
    for (const code of codes) {
      if (plan.prices[code] === undefined) out.push(diagnostic('PRICE_MISSING', { case: 'missing', plan: plan.id, currency: code, currencies: codes }, { path: formatPath(['pricing', i, 'prices']) }));
    }
    for (const code of Object.keys(plan.prices)) {
      if (!codes.includes(code)) out.push(diagnostic('PRICE_MISSING', { case: 'undeclared', plan: plan.id, currency: code, currencies: codes }, { path: formatPath(['pricing', i, 'prices', code]) }));
    }
  });
  return out;
}

import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { SiteManifest } from '../schema/index.ts';
import { isTrustedHost } from './check-navigation.ts';
import { validValuesHint } from './hints.ts';

/** Site config per locale, external blog hosts, statistics hosts. */
export function checkConfig(m: Pick<SiteManifest, 'siteConfig' | 'locales' | 'externalHosts' | 'trustedDomains' | 'redirects' | 'currencies' | 'pricing'>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const hosts = Object.keys(m.externalHosts);
  const origins = new Set(Object.values(m.externalHosts));
  const catchAll = m.locales.find((locale) => locale.catchAll)?.code ?? 'en';
  m.locales.forEach((locale, index) => {
    if (!m.siteConfig[locale.code]) {
      out.push(diagnostic('LOCALE_CONFIG_MISSING', `Locale "${locale.code}" has no site config; it uses "${catchAll}"'s title and description.`, { path: `locales[${index}]`, hint: `Add siteConfig.${locale.code} with a title, keywords and description in that language.` }));
    }
  });
  for (const [code, config] of Object.entries(m.siteConfig)) {
    for (const field of ['registerUrl', 'loginUrl'] as const) {
      const host = new URL(config[field]).hostname;
      if (!isTrustedHost(host, m.trustedDomains)) out.push(diagnostic('UNTRUSTED_URL', `siteConfig.${code}.${field} is on ${host}, which is not a trusted domain.`, { path: formatPath(['siteConfig', code, field]), hint: `Trusted domains: ${m.trustedDomains.join(', ')}.` }));
    }
    config.statistics.forEach((snippet, i) => {
      const origin = new URL(snippet.src).origin;
      if (!origins.has(origin)) out.push(diagnostic('UNKNOWN_HOST', `The statistics script ${snippet.src} is on ${origin}, which externalHosts does not declare.`, { path: formatPath(['siteConfig', code, 'statistics', i, 'src']), hint: `Declare it in externalHosts (manifest/site/domains.ts); declared: ${[...origins].join(', ')}.` }));
    });
  }
  m.redirects.externalBlogs.forEach((blog, i) => {
    if (!(blog.host in m.externalHosts)) out.push(diagnostic('UNKNOWN_HOST', `The external blog host "${blog.host}" is not declared in externalHosts.`, { path: formatPath(['redirects', 'externalBlogs', i, 'host']), hint: validValuesHint('hosts', blog.host, hosts) }));
  });
  const codes = m.currencies.map((currency) => currency.code);
  m.pricing.forEach((plan, i) => {
    for (const code of codes) {
      if (plan.prices[code] === undefined) out.push(diagnostic('PRICE_MISSING', `Plan "${plan.id}" has no ${code} price.`, { path: formatPath(['pricing', i, 'prices']), hint: `Every plan needs a price in each currency: ${codes.join(', ')}.` }));
    }
    for (const code of Object.keys(plan.prices)) {
      if (!codes.includes(code)) out.push(diagnostic('PRICE_MISSING', `Plan "${plan.id}" has a price in ${code}, which is not a declared currency.`, { path: formatPath(['pricing', i, 'prices', code]), hint: validValuesHint('currencies', code, codes) }));
    }
  });
  return out;
}

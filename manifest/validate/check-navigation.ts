import { type Diagnostic, type DiagnosticData, diagnostic, formatPath } from '../diagnostics.ts';
import type { Link, SimpleLink, SiteManifest } from '../schema/index.ts';
import { duplicates } from './check-locales.ts';

type Needs = Pick<SiteManifest, 'menus' | 'routes' | 'solutions' | 'features' | 'alternatives' | 'docs' | 'trustedDomains' | 'externalHosts'>;

/** True when a host is a trusted domain or one of its subdomains (spec 5). */
export function isTrustedHost(host: string, trusted: readonly string[]): boolean {
  return trusted.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Every menu entry points at something that exists (MENU_TARGET_MISSING), external ones at trusted hosts. */
export function checkNavigation(m: Needs): Diagnostic[] {
  const out: Diagnostic[] = [];
  const routeIds = m.routes.map((route) => route.id);
  const solutions = m.solutions.map((item) => item.slug);
  const features = m.features.map((item) => item.slug);
  const rivals = m.alternatives.map((item) => item.rival);
  const docsPages = Object.keys(m.docs.pages);

  const missing = (segments: PropertyKey[], target: DiagnosticData<'MENU_TARGET_MISSING'>['target'], value: string, known: string[]) =>
    out.push(diagnostic('MENU_TARGET_MISSING', { target, value, known }, { path: formatPath(segments) }));

  const checkLink = (link: Link | SimpleLink, segments: PropertyKey[]) => {
    if ('route' in link) {
      if (!routeIds.includes(link.route)) missing([...segments, 'route'], 'route', link.route, routeIds);
      if ('else' in link && link.else) checkLink(link.else, [...segments, 'else']);
    } else if ('solution' in link) {
      if (!solutions.includes(link.solution)) missing([...segments, 'solution'], 'solution', link.solution, solutions);
    } else if ('feature' in link) {
      if (!features.includes(link.feature)) missing([...segments, 'feature'], 'feature', link.feature, features);
    } else if ('alternative' in link) {
      if (!rivals.includes(link.alternative)) missing([...segments, 'alternative'], 'alternative', link.alternative, rivals);
    } else if ('docs' in link) {
      if (!docsPages.includes(link.docs)) missing([...segments, 'docs'], 'docs page', link.docs, docsPages);
    } else {
      const host = new URL(link.url).hostname;
      if (!isTrustedHost(host, m.trustedDomains)) {
        out.push(diagnostic('UNTRUSTED_URL', { case: 'menu', url: link.url, host, trusted: m.trustedDomains }, { path: formatPath([...segments, 'url']) }));
      }
    }
  };

  m.menus.topBar.forEach((entry, i) => checkLink(entry.link, ['menus', 'topBar', i, 'link']));
  duplicates(m.menus.topBar.map((entry) => entry.key)).forEach(([index]) =>
    out.push(diagnostic('DUPLICATE_SLUG', { case: 'top-bar', key: m.menus.topBar[index]?.key ?? '' }, { path: formatPath(['menus', 'topBar', index, 'key']) })),
  );
  m.menus.solutions.forEach((slug, i) => {
    if (!solutions.includes(slug)) missing(['menus', 'solutions', i], 'solution', slug, solutions);
  });
  m.menus.features.forEach((slug, i) => {
    if (!features.includes(slug)) missing(['menus', 'features', i], 'feature', slug, features);
  });
  m.menus.footer.forEach((column, i) => {
    if ('routes' in column) column.routes.forEach((id, j) => routeIds.includes(id) || missing(['menus', 'footer', i, 'routes', j], 'route', id, routeIds));
  });
  if (!(m.docs.host in m.externalHosts)) {
    out.push(diagnostic('UNKNOWN_HOST', { case: 'docs', host: m.docs.host, known: Object.keys(m.externalHosts) }, { path: 'docs.host' }));
  }
  return out;
}


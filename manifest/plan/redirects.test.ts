/**
 * Spec 2.6 with D2, D3, D6, D7 and D9, encoded rule by rule against `resolve()` and `follow()`
 * of the shipped plan: each redirect with its query handling, the normalisations, the 404 pages,
 * the guide → blog fallback, composition into one hop, and Location safety.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absoluteLocation, loadShipped, ORIGINS, planShippedWith, RU_BLOG, type Shipped } from '../../test/manifest/fixtures/shipped.ts';
import { follow, type Resolution, resolve } from './resolve.ts';

let shipped: Shipped;
beforeAll(async () => {
  shipped = await loadShipped();
});

type SiteId = keyof typeof ORIGINS;

function get(site: SiteId, request: string): Resolution {
  return resolve(shipped.plan, site, request);
}

/** Asserts one redirect hop with this status and exact Location. */
function expectRedirect(site: SiteId, request: string, status: 301 | 302, location: string): Resolution {
  const result = get(site, request);
  expect({ request, status: result.status, location: 'location' in result ? result.location : undefined }).toEqual({ request, status, location });
  return result;
}

/** Asserts one redirect hop whose Location, made absolute, is `url` (same-site targets may be relative). */
function expectRedirectTo(site: SiteId, request: string, status: 301 | 302, url: string): Resolution {
  const result = get(site, request);
  const location = 'location' in result ? absoluteLocation(site, result.location) : undefined;
  expect({ request, status: result.status, location }).toEqual({ request, status, location: url });
  return result;
}

function expectPage(site: SiteId, request: string, path: string, template?: string): void {
  const result = get(site, request);
  expect({ request, status: result.status }).toEqual({ request, status: 200 });
  if (result.status !== 200) return;
  expect(result.page.path).toBe(path);
  if (template) expect(result.page.template).toBe(template);
}

function expectNotFound(site: SiteId, request: string, locale: string, notFoundPage: string): void {
  const result = get(site, request);
  expect({ request, status: result.status, locale: result.locale }).toEqual({ request, status: 404, locale });
  if (result.status !== 404) return;
  expect(result.page?.path).toBe(notFoundPage);
  expect(result.page?.template).toBe('error-404');
  expect(result.steps.at(-1)?.detail).toBe(`Page not found: ${request.split('?')[0]}`);
}

/** Number of redirect hops a request takes on each site it visits, following Locations. */
function hopsPerSite(site: SiteId, request: string): Record<string, number> {
  const followed = follow(shipped.plan, site, request);
  expect(followed.loop, request).toBe(false);
  const counts: Record<string, number> = {};
  for (const hop of followed.hops) if (hop.resolution.status === 301 || hop.resolution.status === 302) counts[hop.site] = (counts[hop.site] ?? 0) + 1;
  return counts;
}

describe('spec 2.6: /ru/, /zh/ and /en/ go to the site of that language (D2), query kept', () => {
  it('sends /ru/… and /zh/… on the main site to their sites with the prefix stripped', () => {
    expectRedirect('main', '/ru/pricing?q=1&r=2', 301, `${ORIGINS.ru}/pricing?q=1&r=2`);
    expectRedirect('main', '/ru', 301, `${ORIGINS.ru}/`);
    expectRedirect('main', '/ru?x=1', 301, `${ORIGINS.ru}/?x=1`);
    expectRedirect('main', '/zh/solutions/facebook?utm=a', 301, `${ORIGINS.zh}/solutions/facebook?utm=a`);
    expectRedirect('main', '/zh/', 301, `${ORIGINS.zh}/`);
    const result = get('main', '/ru/pricing');
    expect(result.status === 301 && result.rule?.kind).toBe('locale-site');
    expect(result.steps.map((step) => step.source)).toEqual(['locales[2].site']);
  });

  it('sends /en/… to the main site without the prefix, on every site', () => {
    expectRedirectTo('main', '/en/pricing?a=1', 301, `${ORIGINS.main}/pricing?a=1`);
    expectRedirectTo('main', '/en', 301, `${ORIGINS.main}/`);
    expectRedirect('zh', '/en/pricing?a=1', 301, `${ORIGINS.main}/pricing?a=1`);
    expectRedirect('ru', '/en/download', 301, `${ORIGINS.main}/download`);
  });

  it('sends a site\'s own bare-locale prefix to its bare form (/zh/… on zh, /ru/… on ru)', () => {
    expectRedirectTo('zh', '/zh/pricing?x=1', 301, `${ORIGINS.zh}/pricing?x=1`);
    expectRedirectTo('ru', '/ru/download', 301, `${ORIGINS.ru}/download`);
  });

  it('sends a prefixed locale requested on another site to the main site, prefix kept', () => {
    expectRedirect('zh', '/de/pricing?x=1', 301, `${ORIGINS.main}/de/pricing?x=1`);
    expectRedirect('ru', '/tc/solutions', 301, `${ORIGINS.main}/tc/solutions`);
    // The prefixed home keeps its /de/?… form across sites (spec 2.6 home-with-query).
    expectRedirect('zh', '/de?x=1', 301, `${ORIGINS.main}/de/?x=1`);
  });

  it('matches whole segments only', () => {
    expectNotFound('main', '/russia', 'en', '/error/404');
    expectNotFound('main', '/zh-hans/pricing', 'en', '/error/404');
  });
});

describe('spec 2.6 / D7: ru blog, news and guide URLs go to the external ru blog', () => {
  it('sends a mapped article id to its article, query kept', () => {
    expectRedirect('ru', '/blog/why-you-need-a-facebook-agency-ad-account-facts-and-benefits?utm=x', 301, `${RU_BLOG}/articles/facebook-agency-ad-account?utm=x`);
    expectRedirect('ru', '/blog/proxy-vpn-antidetect-browser', 301, `${RU_BLOG}/articles/proxy-vpn-antidetect`);
    expectRedirect('ru', '/news/polyprofile-6-6-release', 301, `${RU_BLOG}/articles/release-6-6`);
    expectRedirect('ru', '/guide/how-browser-fingerprinting-works', 301, `${RU_BLOG}/articles/browser-fingerprinting`);
    const result = get('ru', '/blog/proxy-vpn-antidetect-browser');
    expect(result.status === 301 && result.rule?.source).toBe('redirects.externalBlogs[0].articles["proxy-vpn-antidetect-browser"]');
  });

  it('sends a category to the blog home with ?category=, dropping the request query', () => {
    expectRedirect('ru', '/blog-e-commerce?page=2', 301, `${RU_BLOG}/?category=e-commerce`);
    expectRedirect('ru', '/blog-privacy-security/proxies?x=1', 301, `${RU_BLOG}/?category=privacy-security`);
    expectRedirect('ru', '/news-product', 301, `${RU_BLOG}/?category=product`);
    expectRedirect('ru', '/guide-advanced/profiles', 301, `${RU_BLOG}/?category=advanced`);
  });

  it('sends anything else of the three collections to the blog home', () => {
    for (const path of ['/blog', '/news', '/guide', '/blog/unknown-article', '/news/2020/old', '/guide/x', '/blog-unknown-category', '/news-unknown/tag']) {
      expectRedirect('ru', path, 301, `${RU_BLOG}/`);
    }
    expectRedirect('ru', '/blog/unknown-article?x=1', 301, `${RU_BLOG}/?x=1`);
  });

  it('leaves the other collections and the other sites alone', () => {
    expectPage('ru', '/pricing', '/pricing');
    expectPage('main', '/blog', '/blog', 'blog-index');
    expectPage('zh', '/guide', '/guide', 'guide-index');
  });

  it('reaches the ru blog from the main site in one hop (D3)', () => {
    const followed = follow(shipped.plan, 'main', '/ru/blog/proxy-vpn-antidetect-browser?x=1');
    expect(followed.hops.map((hop) => [hop.site, hop.resolution.status])).toEqual([['main', 301]]);
    expect(followed.external).toBe(`${RU_BLOG}/articles/proxy-vpn-antidetect?x=1`);
  });
});

describe('spec 2.6: the legacy Facebook agency article id with colons', () => {
  const target = '/blog/why-you-need-a-facebook-agency-ad-account-facts-and-benefits';
  const forms = [
    '/blog/facebook-agency-ad-account:why-you-need-it:facts-and-benefits',
    '/blog/facebook-agency-ad-account%3Awhy-you-need-it%3Afacts-and-benefits',
    '/blog/facebook-agency-ad-account%3awhy-you-need-it%3afacts-and-benefits',
    '/blog/facebook-agency-ad-account:why-you-need-it%3Afacts-and-benefits',
  ];

  it('redirects the plain, %3A and %3a forms with a 301, query kept', () => {
    for (const form of forms) {
      expectRedirect('main', form, 301, target);
      expectRedirect('main', `${form}?utm_source=fb`, 301, `${target}?utm_source=fb`);
      expectRedirect('zh', form, 301, target);
      expectRedirect('main', `/de${form}`, 301, `/de${target}`);
      expectRedirect('main', `/pt${form}`, 301, `/pt${target}`);
    }
  });

  it('lands on a page', () => {
    expectPage('main', target, target, 'blog-article');
    expectPage('main', `/de${target}`, `/de${target}`, 'blog-article');
  });
});

describe('spec 2.6: the pt article Proxy-vs.-VPN-vs.-Antidetect-Browser', () => {
  it('redirects in pt, query kept, to a page', () => {
    expectRedirect('main', '/pt/blog/Proxy-vs.-VPN-vs.-Antidetect-Browser', 301, '/pt/blog/proxy-vpn-antidetect-browser');
    expectRedirect('main', '/pt/blog/Proxy-vs.-VPN-vs.-Antidetect-Browser?x=1', 301, '/pt/blog/proxy-vpn-antidetect-browser?x=1');
    expectPage('main', '/pt/blog/proxy-vpn-antidetect-browser', '/pt/blog/proxy-vpn-antidetect-browser', 'blog-article');
  });

  it('is a pt rule only', () => {
    expectNotFound('main', '/blog/Proxy-vs.-VPN-vs.-Antidetect-Browser', 'en', '/error/404');
    expectNotFound('main', '/de/blog/Proxy-vs.-VPN-vs.-Antidetect-Browser', 'de', '/de/error/404');
  });
});

describe('spec 2.6: /Pricing and /Download go to lowercase', () => {
  it('redirects in several locales on every site, query kept', () => {
    expectRedirect('main', '/Pricing', 301, '/pricing');
    expectRedirect('main', '/Download?os=mac', 301, '/download?os=mac');
    expectRedirect('main', '/de/Pricing?x=1', 301, '/de/pricing?x=1');
    expectRedirect('main', '/tc/Download', 301, '/tc/download');
    expectRedirect('main', '/vn/Pricing', 301, '/vn/pricing');
    expectRedirect('zh', '/Pricing', 301, '/pricing');
    expectRedirect('ru', '/Download?x=1', 301, '/download?x=1');
    const result = get('main', '/de/Pricing');
    expect(result.status === 301 && result.rule?.source).toBe('redirects.paths[2]');
  });

  it('does not invent other capitalisations', () => {
    expectNotFound('main', '/PRICING', 'en', '/error/404');
    expectNotFound('main', '/About-us', 'en', '/error/404');
  });
});

describe('spec 2.6 / D3: normalisation', () => {
  it('turns backslash and double-slash roots into /', () => {
    for (const request of ['//', '/\\', '\\', '\\\\', '///', '/\\/', '//\\']) expectRedirect('main', request, 301, '/');
    expectRedirect('main', '//?x=1', 301, '/?x=1');
    expectRedirect('zh', '//', 301, '/');
    expectRedirect('ru', '/\\', 301, '/');
  });

  it('collapses duplicate slashes', () => {
    expectRedirect('main', '/de//pricing', 301, '/de/pricing');
    expectRedirect('main', '//de///pricing?x=1', 301, '/de/pricing?x=1');
    expectRedirect('main', '/solutions//facebook', 301, '/solutions/facebook');
    expectRedirect('main', '/de\\pricing', 301, '/de/pricing');
  });

  it('removes a trailing slash, query kept', () => {
    expectRedirect('main', '/pricing/', 301, '/pricing');
    expectRedirect('main', '/de/pricing/?x=1', 301, '/de/pricing?x=1');
    expectRedirect('main', '/pricing///', 301, '/pricing');
    expectRedirect('main', '/de/', 301, '/de');
    expectRedirect('zh', '/about-us/', 301, '/about-us');
  });

  it('strips a trailing .html and index.html', () => {
    expectRedirect('main', '/pricing.html', 301, '/pricing');
    expectRedirect('main', '/de/pricing.html?x=1', 301, '/de/pricing?x=1');
    expectRedirect('main', '/index.html', 301, '/');
    expectRedirect('main', '/index.html?x=1', 301, '/?x=1');
    expectRedirect('main', '/de/index.html', 301, '/de');
    expectRedirect('main', '/blog/index.html', 301, '/blog');
    expectRedirect('main', '/pricing/index.html', 301, '/pricing');
    expectRedirect('ru', '/download.html', 301, '/download');
  });

  it('names each normalisation that fired, with its manifest path', () => {
    const result = get('main', '//de//pricing.html/');
    expect(result.steps.filter((step) => step.kind === 'normalize').map((step) => step.source).sort()).toEqual([
      'redirects.normalize.duplicateSlashes',
      'redirects.normalize.htmlSuffix',
      'redirects.normalize.trailingSlash',
    ]);
    expect(result.steps.at(-1)).toMatchObject({ kind: 'page', name: 'pricing', source: 'routes[25]' });
  });
});

describe('D3: a redirect written from a non-canonical path', () => {
  it('fires for the URL it names, in one hop (regression: from /old-page/ was accepted, and /old-page/ answered 301 /old-page, then 404)', async () => {
    const p = await planShippedWith((m) => m.redirects?.paths?.push({ from: '/old-page/', to: '/pricing' }, { from: '/older-page.html', to: '/download' }));
    expect(p.manifest.redirects.paths.slice(4).map((redirect) => redirect.from)).toEqual(['/old-page', '/older-page']);
    for (const [request, location] of [['/old-page/', '/pricing'], ['/old-page', '/pricing'], ['/de/old-page/?x=1', '/de/pricing?x=1'], ['/older-page.html', '/download']] as const) {
      const { hops } = follow(p, 'main', request);
      expect(hops.map((hop) => [hop.request, hop.resolution.status, 'location' in hop.resolution ? hop.resolution.location : undefined]), request).toEqual([
        [request, 301, location],
        [location, 200, undefined],
      ]);
    }
    expect(p.diagnostics).toEqual([]);
  });

  it('is kept as written when the site does not remove trailing slashes', async () => {
    const p = await planShippedWith((m) => {
      m.redirects = { ...m.redirects, normalize: { trailingSlash: false } };
      m.redirects.paths?.push({ from: '/old-page/', to: '/pricing' });
    });
    expect(p.manifest.redirects.paths.at(-1)?.from).toBe('/old-page/');
    const answer = resolve(p, 'main', '/old-page/');
    expect(answer.status === 301 && answer.location).toBe('/pricing');
  });
});

describe('spec 2.6 / D3: home with a query', () => {
  it('adds the slash after the code on prefixed locales', () => {
    expectRedirect('main', '/de?x=1', 301, '/de/?x=1');
    expectRedirect('main', '/tc?a=1&b=2', 301, '/tc/?a=1&b=2');
    const result = get('main', '/de?x=1');
    expect(result.steps.map((step) => step.source)).toContain('redirects.normalize.homeQuerySlash');
  });

  it('serves the /de/?… form and never strips its slash', () => {
    expectPage('main', '/de/?x=1', '/de', 'home');
    expectPage('main', '/fil/?utm_source=a', '/fil', 'home');
    expectRedirect('main', '/de/', 301, '/de');
    expectRedirect('main', '/de/?', 301, '/de');
  });

  it('leaves the bare homes of en, zh and ru alone', () => {
    expectPage('main', '/?x=1', '/', 'home');
    expectPage('zh', '/?x=1', '/', 'home');
    expectPage('ru', '/?x=1', '/', 'home');
    expectPage('main', '/', '/', 'home');
    expectPage('main', '/de', '/de', 'home');
  });
});

describe('spec 2.6 / D9: an unmatched route is a 404 with the locale\'s 404 page', () => {
  it('answers 404 with the 404 page of the locale the path belongs to', () => {
    expectNotFound('main', '/no-such-page', 'en', '/error/404');
    expectNotFound('main', '/de/no-such-page', 'de', '/de/error/404');
    expectNotFound('main', '/tc/solutions/no-such-solution?x=1', 'tc', '/tc/error/404');
    expectNotFound('zh', '/no-such-page', 'zh', '/error/404');
    expectNotFound('ru', '/no-such-page', 'ru', '/error/404');
  });

  it('serves the error pages themselves with 200 and keeps them out of hreflang', () => {
    expectPage('main', '/de/error/404', '/de/error/404', 'error-404');
    expectPage('main', '/error/502', '/error/502', 'error-502');
    const page = shipped.plan.pages.find((candidate) => candidate.path === '/de/error/404');
    expect(page?.sitemap).toBe(false);
    expect(page?.alternates).toEqual([]);
  });

  it('redirects a normalisable unknown path once, then answers 404', () => {
    expectRedirect('main', '/de/no-such-page/', 301, '/de/no-such-page');
    expect(hopsPerSite('main', '/de/no-such-page/')).toEqual({ main: 1 });
  });
});

describe('D6: guide falls back to the blog where there is no guide content', () => {
  it('serves /guide and its articles where guide content exists (zh)', () => {
    expectPage('zh', '/guide', '/guide', 'guide-index');
    const article = shipped.plan.pages.find((page) => page.site === 'zh' && page.route === 'guide-article');
    expect(article).toBeDefined();
    if (article) expectPage('zh', article.path, article.path, 'guide-article');
  });

  it('sends /guide and /guide/… to the locale\'s /blog with a 302, query kept', () => {
    expectRedirect('main', '/guide', 302, '/blog');
    expectRedirect('main', '/guide/some-article?x=1', 302, '/blog?x=1');
    expectRedirect('main', '/de/guide', 302, '/de/blog');
    expectRedirect('main', '/pt/guide/a/b', 302, '/pt/blog');
    const result = get('main', '/de/guide');
    expect(result.status === 302 && result.rule?.source).toBe('guards["guide-route"]');
  });

  it('goes to the blog in a locale without blog articles of its own too (every listing exists in every locale, spec 2.1)', () => {
    expectRedirect('main', '/fr/guide', 302, '/fr/blog');
    expect(get('main', '/fr/blog').status).toBe(200);
  });

  it('points the guide menu entry at the blog outside zh', () => {
    const href = (code: string) => shipped.plan.navigation[code]?.topBar.find((link) => link.key === 'guide')?.href;
    expect(href('zh')).toBe('/guide');
    expect(href('en')).toBe('/blog');
    expect(href('de')).toBe('/de/blog');
    expect(href('fr')).toBe('/fr/blog');
  });
});

describe('D3: normalisation and rules compose into one hop with the combined status', () => {
  it('answers /Pricing.html/?a=1 with one 301 to /pricing?a=1', () => {
    const result = expectRedirect('main', '/Pricing.html/?a=1', 301, '/pricing?a=1');
    expect(result.steps.map((step) => step.source).sort()).toEqual(['redirects.normalize.htmlSuffix', 'redirects.normalize.trailingSlash', 'redirects.paths[2]']);
    expect(result.steps.at(-1)?.kind).toBe('rule');
    expect(hopsPerSite('main', '/Pricing.html/?a=1')).toEqual({ main: 1 });
  });

  it('answers 302 when any part is temporary', () => {
    expectRedirect('main', '/de/solutions/whatsapp/?x=1', 302, '/de/?x=1');
    expectRedirect('main', '//de//solutions//whatsapp.html', 302, '/de');
    expectRedirect('main', '/solutions/whatsapp.html?x=1', 302, '/?x=1');
    expectRedirect('main', '/de/guide/', 302, '/de/blog');
    expectRedirect('zh', '/solutions/crypto/', 302, '/');
    expect(hopsPerSite('main', '/de/solutions/whatsapp/?x=1')).toEqual({ main: 1 });
  });

  it('answers 301 when every part is permanent', () => {
    expectRedirect('zh', '/use-cases/betting/?x=1', 301, '/use-cases/media-market?x=1');
    expectRedirect('main', '/de/Pricing/', 301, '/de/pricing');
    expectRedirect('main', '/de/index.html?x=1', 301, '/de/?x=1');
    expectRedirect('main', '/de.html?x=1', 301, '/de/?x=1');
    expectRedirect('main', '/use-cases/', 301, '/solutions');
    expectRedirect('main', '/pt/blog/Proxy-vs.-VPN-vs.-Antidetect-Browser.html', 301, '/pt/blog/proxy-vpn-antidetect-browser');
  });

  it('takes one hop within a site even through /en/ (regression: /en/Pricing took two hops on main)', () => {
    expectRedirectTo('main', '/en/Pricing', 301, `${ORIGINS.main}/pricing`);
    expectRedirectTo('main', '/en/solutions/whatsapp?x=1', 302, `${ORIGINS.main}/?x=1`);
    expectRedirectTo('main', '/en/de?x=1', 301, `${ORIGINS.main}/de/?x=1`);
    expectRedirectTo('main', '/en/en/pricing', 301, `${ORIGINS.main}/pricing`);
    expectRedirectTo('ru', '/ru/blog-e-commerce?x=1', 301, `${RU_BLOG}/?category=e-commerce`);
    expect(hopsPerSite('main', '/en/Pricing/')).toEqual({ main: 1 });
    expect(hopsPerSite('main', '/en/')).toEqual({ main: 1 });
    expect(hopsPerSite('zh', '/zh/Download')).toEqual({ zh: 1 });
  });

  it('takes one hop in all across sites (D3): the first site sends the final URL', () => {
    expect(hopsPerSite('main', '/zh/Pricing/?x=1')).toEqual({ main: 1 });
    expect(hopsPerSite('ru', '/de/Pricing')).toEqual({ ru: 1 });
    expect(hopsPerSite('zh', '/en/solutions/whatsapp')).toEqual({ zh: 1 });
    expectRedirectTo('zh', '/en/solutions/whatsapp?x=1', 302, `${ORIGINS.main}/?x=1`);
    expectRedirectTo('ru', '/de/Pricing?x=1', 301, `${ORIGINS.main}/de/pricing?x=1`);
  });
});

describe('Location safety', () => {
  /** A Location is a path with exactly one leading slash, or an absolute URL on a declared host. */
  function expectSafe(site: SiteId, request: string): string {
    const result = get(site, request);
    expect(result.status === 301 || result.status === 302, request).toBe(true);
    const location = 'location' in result ? result.location : '';
    expect(location, request).not.toMatch(/[\s\\\u0000-\u001f\u007f-\uffff]/);
    if (location.startsWith('/')) expect(location, request).toMatch(/^\/(?![/\\])/);
    const resolved = new URL(location, ORIGINS[site]);
    expect([...Object.values(ORIGINS), RU_BLOG], request).toContain(resolved.origin);
    return location;
  }

  it('never answers a protocol-relative Location for slash or backslash tricks', () => {
    expect(expectSafe('main', '//evil.example/')).toBe('/evil.example');
    expect(expectSafe('main', '/\\evil.example')).toBe('/evil.example');
    expect(expectSafe('main', '\\\\evil.example/x/')).toBe('/evil.example/x');
    expect(expectSafe('main', '/%5Cevil.example/')).toMatch(/^\/[^/\\]/);
    expect(expectSafe('main', '/%2F%2Fevil.example/')).toMatch(/^\/%2F%2Fevil\.example$/i);
    expect(expectSafe('main', '/ru//evil.example')).toBe(`${ORIGINS.ru}/evil.example`);
    expect(expectSafe('main', '/ru/%5Cevil.example')).toMatch(new RegExp(`^${ORIGINS.ru.replace(/\./g, '\\.')}/[^/\\\\]`));
  });

  it('percent-encodes non-ASCII, spaces and control characters', () => {
    expect(expectSafe('main', '/de/über/')).toBe('/de/%C3%BCber');
    expect(expectSafe('main', '/pricing/?q=a b&c=\r\n')).toBe('/pricing?q=a%20b&c=%0D%0A');
    expect(expectSafe('main', '/pricing/?next=https://evil.example')).toBe('/pricing?next=https://evil.example');
  });

  it('keeps valid escapes in the query and encodes stray percent signs', () => {
    expect(expectSafe('main', '/pricing/?q=%2F%zz')).toBe('/pricing?q=%2F%25zz');
  });
});

/**
 * The marketer's promise (issue 2): adding a rival is one manifest entry (its copy can follow). The new
 * alternative's URLs are pages in exactly its languages, 302 fallbacks to the locale home
 * elsewhere, with hreflang among exactly those pages, and with menu entries once linked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteRow } from '../../cli/commands/routes.ts';
import { runCli } from '../../cli/program.ts';
import { type ContentEntry, parseEntry } from '../../manifest/content/parse-entry.ts';
import { plan } from '../../manifest/plan/plan.ts';
import { resolve } from '../../manifest/plan/resolve.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { SiteInput } from '../../manifest/define-site.ts';
import { validateManifest } from '../../manifest/validate/index.ts';
import { captureIO } from './fixtures/io.ts';
import { homeOf, LOCALES, loadShipped, localized, manifestInput, ORIGINS, siteOf } from './fixtures/shipped.ts';

const KAMELEO = { rival: 'kameleo', name: 'Kameleo', languages: ['en', 'de', 'zh'] };
const LANGUAGES = ['en', 'de', 'zh'];
const PATH = '/alternatives/kameleo-alternative';

/** The copy file a marketer adds next to the entry: content/alternatives/en/kameleo-alternative.md. */
const COPY = `---
title: "Polyprofile vs Kameleo"
description: "Looking for a Kameleo alternative? Compare profiles, fingerprints and teamwork."
headline: "An honest comparison of Polyprofile and Kameleo."
benefits:
  - title: "Free plan"
    text: "Two profiles, no deadline."
  - title: "Teams"
    text: "Roles and permissions."
  - title: "Automation"
    text: "Synchronizer, RPA and a local API."
comparison:
  - topic: "Profiles"
    product: "Isolated profiles."
    rival: "Isolated profiles."
  - topic: "Fingerprints"
    product: "Coherent per profile."
    rival: "See their documentation."
  - topic: "Teams"
    product: "Built in."
    rival: "See their documentation."
  - topic: "Automation"
    product: "Three ways."
    rival: "See their documentation."
---
Kameleo comparison.
`;

/** The shipped content: the one-entry edit needs no content to plan its URLs. */
let entries: ContentEntry[];
/** The shipped content plus the new rival's copy. */
let withCopyEntries: ContentEntry[];
let withKameleo: SiteInput;

beforeAll(async () => {
  const shipped = await loadShipped();
  const copy = parseEntry('content/alternatives/en/kameleo-alternative.md', 'alternatives', 'en', 'kameleo-alternative', COPY);
  if (!copy.entry) throw new Error(`the copy does not parse: ${JSON.stringify(copy.diagnostics)}`);
  entries = shipped.entries;
  withCopyEntries = [...shipped.entries, copy.entry];
  withKameleo = manifestInput();
  // The one manifest edit: manifest/site/alternatives.ts gets one entry.
  withKameleo.alternatives?.push(KAMELEO);
});

function planOf(input: SiteInput): SitePlan {
  const validated = validateManifest(input);
  if (!validated.manifest) throw new Error(JSON.stringify(validated.diagnostics));
  return plan(validated.manifest, entries);
}

async function routes(input: SiteInput): Promise<RouteRow[]> {
  const io = captureIO();
  const code = await runCli(['routes', '--format', 'json'], io, { load: { manifestInput: input, entries } });
  expect(io.err()).toBe('');
  expect(code).toBe(0);
  return JSON.parse(io.out()) as RouteRow[];
}

describe('adding one alternative with one manifest entry', () => {
  it('checks clean; until its copy exists a warning names the file to add', async () => {
    const shipped = await loadShipped();
    const withoutCopy = captureIO();
    expect(await runCli(['check', '--format', 'json', '--skip-render'], withoutCopy, { load: { manifestInput: withKameleo, entries: shipped.entries } })).toBe(0);
    const report = JSON.parse(withoutCopy.out()) as { errors: number; diagnostics: { severity: string; code: string; message: string; path?: string; file?: string; hint?: string }[] };
    expect(report.errors).toBe(0);
    expect(report.diagnostics.filter((d) => d.path === 'alternatives[7]')).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'COPY_MISSING', file: 'content/alternatives/en/kameleo-alternative.md', hint: 'Create content/alternatives/en/kameleo-alternative.md (see content/README.md).' }),
    ]);

    const withCopy = captureIO();
    expect(await runCli(['check', '--format', 'json', '--skip-render'], withCopy, { load: { manifestInput: withKameleo, entries: withCopyEntries } })).toBe(0);
    const clean = JSON.parse(withCopy.out()) as typeof report;
    // zh and de have no copy of their own: translations.items.alternatives shows the English copy
    // there under a notice (site routes says so), which is no problem to report.
    expect(clean.diagnostics.filter((d) => d.path === 'alternatives[7]')).toEqual([]);
  });

  it('lists its URL in site routes in all 20 locales: pages in its languages, 302 to the home elsewhere', async () => {
    const rows = (await routes(withKameleo)).filter((row) => row.path.endsWith(PATH) && row.site === siteOf(row.locale));
    expect(rows).toHaveLength(20);
    for (const code of LOCALES) {
      const row = rows.find((candidate) => candidate.locale === code);
      const expected = LANGUAGES.includes(code)
        ? { site: siteOf(code), locale: code, path: localized(code, PATH), status: 200, kind: 'page', location: '', template: 'alternative', rule: 'routes[3]', translation: '' }
        : { site: siteOf(code), locale: code, path: localized(code, PATH), status: 302, kind: 'fallback', location: homeOf(code), template: '', rule: 'alternatives[7].languages', translation: '' };
      expect(row, code).toEqual(expected);
    }
  });

  it('adds nothing else to site routes', async () => {
    const before = await routes(manifestInput());
    const after = await routes(withKameleo);
    const key = (row: RouteRow) => `${row.site} ${row.path}`;
    const added = after.filter((row) => !before.some((other) => key(other) === key(row)));
    const own = added.filter((row) => row.site === siteOf(row.locale));
    expect(own.map(key).sort()).toEqual(LOCALES.map((code) => `${siteOf(code)} ${localized(code, PATH)}`).sort());
    // D3: each of its fallbacks, asked for under its locale's prefix on another site, goes to the locale home there in one hop.
    const crossSite = added.filter((row) => row.site !== siteOf(row.locale));
    const prefixed = (code: string) => (localized(code, PATH) === PATH ? `/${code}${PATH}` : localized(code, PATH));
    const fallbacks = LOCALES.filter((code) => !LANGUAGES.includes(code));
    const expected = ['main', 'zh', 'ru'].flatMap((site) => fallbacks.filter((code) => siteOf(code) !== site).map((code) => `${site} ${prefixed(code)}`));
    expect(crossSite.map(key).sort()).toEqual(expected.sort());
    for (const row of crossSite) expect({ status: row.status, location: row.location }, key(row)).toEqual({ status: 302, location: `${ORIGINS[siteOf(row.locale)]}${homeOf(row.locale)}` });
    expect(after).toHaveLength(before.length + own.length + crossSite.length);
  });

  it('answers its URLs with resolve(): pages where available, 302 with the query kept elsewhere', () => {
    const p = planOf(withKameleo);
    expect(resolve(p, 'main', `/de${PATH}`).status).toBe(200);
    expect(resolve(p, 'zh', PATH).status).toBe(200);
    expect(resolve(p, 'main', `/fr${PATH}?utm=1`)).toMatchObject({ status: 302, location: '/fr/?utm=1' });
    expect(resolve(p, 'ru', PATH)).toMatchObject({ status: 302, location: '/' });
    expect(resolve(p, 'main', `/de${PATH}/`)).toMatchObject({ status: 301, location: `/de${PATH}` });
  });

  it('links its pages by hreflang among exactly its languages, with en as x-default', () => {
    const pages = planOf(withKameleo).pages.filter((page) => page.path.endsWith(PATH));
    expect(pages.map((page) => page.locale).sort()).toEqual(['de', 'en', 'zh']);
    for (const page of pages) {
      expect(page.sitemap).toBe(true);
      expect(page.alternates).toEqual([
        { locale: 'en', tag: 'en-US', url: `${ORIGINS.main}${PATH}` },
        { locale: 'zh', tag: 'zh-CN', url: `${ORIGINS.zh}${PATH}` },
        { locale: 'de', tag: 'de-DE', url: `${ORIGINS.main}/de${PATH}` },
      ]);
      expect(page.xDefault).toBe(`${ORIGINS.main}${PATH}`);
    }
  });

  it('leaves the other alternatives\' hreflang sets alone', () => {
    const gologin = planOf(withKameleo).pages.find((page) => page.path === '/alternatives/gologin-alternative');
    expect(gologin?.alternates).toHaveLength(20);
    expect(gologin?.alternates.some((alternate) => alternate.url.includes('kameleo'))).toBe(false);
  });

  it('appears in a menu only where it is a page, once a menu links it', () => {
    const linked = structuredClone(withKameleo);
    linked.menus.topBar.push({ key: 'kameleo', label: 'nav.kameleo', link: { alternative: 'kameleo' } });
    const p = planOf(linked);
    for (const code of LOCALES) {
      const entry = p.navigation[code]?.topBar.find((link) => link.key === 'kameleo');
      if (LANGUAGES.includes(code)) expect(entry, code).toEqual({ key: 'kameleo', label: 'nav.kameleo', href: localized(code, PATH), external: false });
      else expect(entry, code).toBeUndefined();
    }
  });
});

/** Giving manifest diagnostics their file and line from the manifest sources. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import type { SiteInput } from '../../manifest/define-site.ts';
import { type Diagnostic, diagnostic } from '../../manifest/diagnostics.ts';
import { loadShipped, manifestInput, ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { planManifest } from '../project.ts';
import { locateManifestDiagnostics, parsePath } from './locate.ts';

let sources: Map<string, string>;

beforeAll(async () => {
  sources = new Map();
  for (const name of await readdir(join(ROOT, 'manifest', 'site'))) {
    if (name.endsWith('.ts')) sources.set(`manifest/site/${name}`, await readFile(join(ROOT, 'manifest', 'site', name), 'utf8'));
  }
});

/** 1-based line of the first line of `file` containing every needle. */
function lineOf(file: string, ...needles: string[]): number {
  const lines = (sources.get(file) ?? '').split('\n');
  const index = lines.findIndex((line) => needles.every((needle) => line.includes(needle)));
  if (index < 0) throw new Error(`${file} has no line with ${needles.join(' and ')}`);
  return index + 1;
}

function locate(path: string) {
  const [located] = locateManifestDiagnostics([diagnostic('SCHEMA_INVALID', { case: 'languages', path, value: 'x' }, { path })], sources, 'manifest/site/index.ts');
  return { file: located?.file, line: located?.line };
}

describe('parsePath', () => {
  it('splits a manifest path into keys and indexes', () => {
    expect(parsePath('alternatives[3].languages.except[1]')).toEqual(['alternatives', 3, 'languages', 'except', 1]);
    expect(parsePath('guards["help-route"].locales')).toEqual(['guards', 'help-route', 'locales']);
    expect(parsePath('useCaseSwap.replace.web-scraping')).toEqual(['useCaseSwap', 'replace', 'web-scraping']);
  });
});

describe('locateManifestDiagnostics', () => {
  it('names the file that declares the section and the line of the element', () => {
    expect(locate('alternatives[4].languages.except[1]')).toEqual({ file: 'manifest/site/alternatives.ts', line: lineOf('manifest/site/alternatives.ts', "'octo-browser'") });
    expect(locate('solutions[27].languages')).toEqual({ file: 'manifest/site/solutions.ts', line: lineOf('manifest/site/solutions.ts', "'whatsapp'") });
    expect(locate('locales[14].tag')).toEqual({ file: 'manifest/site/locales.ts', line: lineOf('manifest/site/locales.ts', "code: 'de'") });
    expect(locate('routes[3].guards[0]')).toEqual({ file: 'manifest/site/routes.ts', line: lineOf('manifest/site/routes.ts', "id: 'alternative'") });
    expect(locate('redirects.paths[1].to')).toEqual({ file: 'manifest/site/redirects.ts', line: lineOf('manifest/site/redirects.ts', "to: '/blog/proxy-vpn-antidetect-browser'") });
    expect(locate('menus.topBar[6].link.url')).toEqual({ file: 'manifest/site/menus.ts', line: lineOf('manifest/site/menus.ts', "'chat-group'") });
  });

  it('keeps a diagnostic that already names a file, and gives the entry file to one without a path', () => {
    const [kept, entry] = locateManifestDiagnostics(
      [diagnostic('CONTENT_FRONT_MATTER', { case: 'unclosed' }, { file: 'content/blog/en/a.md', line: 3 }), diagnostic('SCHEMA_INVALID', { case: 'not-object' })],
      sources,
      'manifest/site/index.ts',
    );
    expect(kept).toMatchObject({ file: 'content/blog/en/a.md', line: 3 });
    expect(entry).toMatchObject({ file: 'manifest/site/index.ts' });
    expect(entry?.line).toBeUndefined();
  });

  it('falls back to the entry file without a line when the sources are unknown', () => {
    const [located] = locateManifestDiagnostics([diagnostic('UNKNOWN_GUARD', { guard: 'x', route: 'alternative', known: [] }, { path: 'routes[3].guards[0]' })], new Map(), 'manifest/site/index.ts');
    expect(located).toMatchObject({ file: 'manifest/site/index.ts' });
    expect(located?.line).toBeUndefined();
  });
});

/**
 * Regression (QA): the line came from a text search for the value, so a value that repeats was
 * put at its first match — a duplicate at the original's line, a missing `name` at the next entry.
 * Each case edits the shipped manifest's input and its source text alike and runs the real
 * validation and planning (`planManifest`), as `site check` does.
 */
describe('manifest lines of values that repeat', () => {
  let entries: ContentEntry[];
  beforeAll(async () => {
    ({ entries } = await loadShipped());
  });

  /** The located diagnostics of the shipped manifest after `edit` on its input and `insert` after `anchor` in `file`'s text. */
  function located(edit: (m: SiteInput) => void, file: string, anchor: string, insert: string): Diagnostic[] {
    const input = manifestInput();
    edit(input);
    const text = sources.get(file) ?? '';
    if (!text.includes(anchor)) throw new Error(`${file} has no ${anchor}`);
    const edited = new Map(sources).set(file, text.replace(anchor, `${anchor}${insert}`));
    return planManifest({ input, sources: edited, diagnostics: [] }, { entries, sources: new Map(), diagnostics: [] }).diagnostics;
  }

  /** 1-based line in `text` of the n-th (1-based) line containing `needle`. */
  function nthLine(text: string, needle: string, n: number): number {
    const lines = text.split('\n');
    const hits = lines.flatMap((line, index) => (line.includes(needle) ? [index + 1] : []));
    const hit = hits[n - 1];
    if (hit === undefined) throw new Error(`no ${n}th line with ${needle}`);
    return hit;
  }

  function at(diagnostics: Diagnostic[], code: string, path: string): { file?: string; line?: number } {
    const found = diagnostics.find((d) => d.code === code && d.path === path);
    if (!found) throw new Error(`no ${code} at ${path} in ${JSON.stringify(diagnostics.map((d) => `${d.code} ${d.path}`))}`);
    return { file: found.file, line: found.line };
  }

  it('puts a second "tinder" alternative at its own line, not the first one\'s', () => {
    const file = 'manifest/site/alternatives.ts';
    const anchor = "  { rival: 'ziniao', name: 'Ziniao', languages: ['zh', 'tc'] },\n";
    const insert = "  { rival: 'tinder', name: 'Tinder' },\n  { rival: 'kameleo', name: 'Kameleo' },\n  { rival: 'tinder', name: 'Tinder' },\n";
    const diagnostics = located((m) => m.alternatives?.push({ rival: 'tinder', name: 'Tinder' }, { rival: 'kameleo', name: 'Kameleo' }, { rival: 'tinder', name: 'Tinder' }), file, anchor, insert);
    const text = `${sources.get(file)}`.replace(anchor, `${anchor}${insert}`);
    expect(at(diagnostics, 'DUPLICATE_SLUG', 'alternatives[9].rival')).toEqual({ file, line: nthLine(text, "rival: 'tinder'", 2) });
  });

  it('puts a missing name at its own entry\'s opening line, not the next entry\'s', () => {
    const file = 'manifest/site/alternatives.ts';
    const anchor = "  { rival: 'ziniao', name: 'Ziniao', languages: ['zh', 'tc'] },\n";
    const insert = "  { rival: 'tinder', name: 'Tinder' },\n  {\n    rival: 'kameleo',\n  },\n  { rival: 'multilogin-x', name: 'Tinder' },\n";
    const diagnostics = located((m) => m.alternatives?.push({ rival: 'tinder', name: 'Tinder' }, { rival: 'kameleo' } as never, { rival: 'multilogin-x', name: 'Tinder' }), file, anchor, insert);
    const text = `${sources.get(file)}`.replace(anchor, `${anchor}${insert}`);
    expect(at(diagnostics, 'SCHEMA_MISSING', 'alternatives[8].name')).toEqual({ file, line: nthLine(text, "rival: 'kameleo'", 1) - 1 });
  });

  it('puts a second "de" locale (locales[21]) at its own line', () => {
    const file = 'manifest/site/locales.ts';
    const anchor = "  { code: 'ro', tag: 'ro-RO', name: 'Română', site: 'main' },\n";
    const insert = "  { code: 'it', tag: 'it-IT', name: 'Italiano', site: 'main' },\n  { code: 'de', tag: 'de-DE', name: 'Deutsch', site: 'main' },\n";
    const diagnostics = located((m) => m.locales?.push({ code: 'it', tag: 'it-IT', name: 'Italiano', site: 'main' }, { code: 'de', tag: 'de-DE', name: 'Deutsch', site: 'main' }), file, anchor, insert);
    const text = `${sources.get(file)}`.replace(anchor, `${anchor}${insert}`);
    expect(at(diagnostics, 'DUPLICATE_LOCALE', 'locales[21].code')).toEqual({ file, line: nthLine(text, "code: 'de'", 2) });
  });

  it('puts each redirect of a loop, a duplicate and a shadowing redirect at its own line', () => {
    const file = 'manifest/site/redirects.ts';
    const anchor = "    { from: '/Download', to: '/download', note: 'Legacy capitalised path.' },\n";
    const insert = [
      "    { from: '/old-a', to: '/old-b', locales: ['en'] },",
      "    { from: '/old-b', to: '/old-a', locales: ['en'] },",
      "    { from: '/Download', to: '/pricing' },",
      "    { from: '/pricing', to: '/download' },",
      '',
    ].join('\n');
    const diagnostics = located(
      (m) => m.redirects?.paths?.push({ from: '/old-a', to: '/old-b', locales: ['en'] }, { from: '/old-b', to: '/old-a', locales: ['en'] }, { from: '/Download', to: '/pricing' }, { from: '/pricing', to: '/download' }),
      file,
      anchor,
      insert,
    );
    const text = `${sources.get(file)}`.replace(anchor, `${anchor}${insert}`);
    expect(at(diagnostics, 'REDIRECT_CYCLE', 'redirects.paths[4].to')).toEqual({ file, line: nthLine(text, "from: '/old-a'", 1) });
    expect(at(diagnostics, 'REDIRECT_CYCLE', 'redirects.paths[5].to')).toEqual({ file, line: nthLine(text, "from: '/old-b'", 1) });
    expect(at(diagnostics, 'DUPLICATE_REDIRECT', 'redirects.paths[6]')).toEqual({ file, line: nthLine(text, "from: '/Download'", 2) });
    expect(at(diagnostics, 'REDIRECT_SHADOWS_PAGE', 'redirects.paths[7]')).toEqual({ file, line: nthLine(text, "from: '/pricing'", 1) });
  });
});

describe('locating a path in the syntax of the sources', () => {
  const file = 'manifest/site/index.ts';
  const one = (text: string, path: string, extra: [string, string][] = []) => {
    const [d] = locateManifestDiagnostics([diagnostic('SCHEMA_INVALID', { case: 'languages', path, value: 'x' }, { path })], new Map([[file, text], ...extra]), file);
    return { file: d?.file, line: d?.line };
  };

  it('goes through `.map` over an array literal (indexes kept), and stops at the entry when the value is computed', () => {
    const text = ["import { defineSite } from '../define-site.ts';", 'const all = [...a, ...b];', 'export default defineSite({', '  useCases: [', "    'traffic',", "    'betting',", '  ].map((slug) => ({ slug, languages: all })),', '});'].join('\n');
    expect(one(text, 'useCases[1].languages[0]')).toEqual({ file, line: 6 });
  });

  it('stops at the array when a spread comes before the element', () => {
    const text = ['export default defineSite({', '  locales: [', '    ...base,', "    { code: 'de' },", '  ],', '});'].join('\n');
    expect(one(text, 'locales[1].code')).toEqual({ file, line: 2 });
  });

  it('finds quoted keys, follows imports and `export { x as y }`, and sees through `as` and `satisfies`', () => {
    const entry = ["import { swap as useCaseSwap } from './swap.ts';", 'export default defineSite({ useCaseSwap });'].join('\n');
    const swap = ['const table = {', "  locales: ['zh'],", '  replace: {', "    betting: 'media-market',", "    'web-scraping': null,", '  } as const,', '} satisfies object;', 'export { table as swap };'].join('\n');
    expect(one(entry, 'useCaseSwap.replace["web-scraping"]', [['manifest/site/swap.ts', swap]])).toEqual({ file: 'manifest/site/swap.ts', line: 5 });
    expect(one(entry, 'useCaseSwap.replace.betting', [['manifest/site/swap.ts', swap]])).toEqual({ file: 'manifest/site/swap.ts', line: 4 });
  });

  it('names the entry file without a line when a source does not parse', () => {
    expect(one('export default defineSite({ locales: [', 'locales[0]')).toEqual({ file, line: undefined });
  });
});

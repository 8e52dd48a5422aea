/** Giving manifest diagnostics their file and line from the manifest sources. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnostic } from '../../manifest/diagnostics.ts';
import siteInput from '../../manifest/site/index.ts';
import { ROOT } from '../../test/manifest/fixtures/shipped.ts';
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
  const [located] = locateManifestDiagnostics([diagnostic('SCHEMA_INVALID', { case: 'languages', path, value: 'x' }, { path })], siteInput, sources, 'manifest/site/index.ts');
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
      siteInput,
      sources,
      'manifest/site/index.ts',
    );
    expect(kept).toMatchObject({ file: 'content/blog/en/a.md', line: 3 });
    expect(entry).toMatchObject({ file: 'manifest/site/index.ts' });
    expect(entry?.line).toBeUndefined();
  });

  it('falls back to the entry file without a line when the sources are unknown', () => {
    const [located] = locateManifestDiagnostics([diagnostic('UNKNOWN_GUARD', { guard: 'x', route: 'alternative', known: [] }, { path: 'routes[3].guards[0]' })], siteInput, new Map(), 'manifest/site/index.ts');
    expect(located).toMatchObject({ file: 'manifest/site/index.ts' });
    expect(located?.line).toBeUndefined();
  });
});

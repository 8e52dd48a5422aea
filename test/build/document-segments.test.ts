/**
 * The language check parses each rendered page only from its `<main>` on (`documentSegments`, a
 * third of the bytes). That shortcut is exact only for what the site's `Document` renders, so it
 * is compared with the whole-page parse on every HTML file of the global setup's build: every
 * page kind, layout, site and locale, the 404 pages and the redirect stubs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { languageSegments } from '../../cli/build/checks/language-segments.ts';
import { documentSegments } from '../../cli/build/render/document-segments.ts';
import { listTree } from '../support/compare-trees.ts';

describe('documentSegments', () => {
  it('finds the same segments as the whole-page parse on every built page', async () => {
    const dir = join(inject('builtSite').dir, 'static');
    const files = (await listTree(dir)).filter((file) => file.endsWith('.html')).map((file) => join(dir, file));
    expect(files.length, 'HTML files compared').toBeGreaterThan(2000);
    let withMain = 0;
    const differing: string[] = [];
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const tag = /^<!DOCTYPE html><html lang="([^"]+)"/.exec(html)?.[1] ?? '';
      if (html.includes('<main id="main"')) withMain++;
      if (JSON.stringify(documentSegments(html, tag)) !== JSON.stringify(languageSegments(html))) differing.push(file);
    }
    expect(differing).toEqual([]);
    // The shortcut was taken, not only the fallback: every page has a <main> (the redirect stubs do not).
    expect(withMain, 'pages with <main id="main">').toBeGreaterThan(1300);
  }, 120_000);

  it('parses a page whole when it has no <main id="main"> or its tag is not a plain language tag', () => {
    const stub = '<!DOCTYPE html><html lang="de-DE"><body><p>Weiterleitung zur neuen Seite</p></body></html>';
    expect(documentSegments(stub, 'de-DE')).toEqual([{ lang: 'de-DE', text: 'Weiterleitung zur neuen Seite' }]);
    const page = '<!DOCTYPE html><html lang="x"><body><main id="main"><p>Texte</p></main></body></html>';
    expect(documentSegments(page, 'x" hidden="')).toEqual([{ lang: 'x', text: 'Texte' }]);
  });

  it('gives <main> the lang of the tag it is given, as <html lang> would', () => {
    const page = '<!DOCTYPE html><html lang="fr-FR"><head><title>t</title></head><body><header><a lang="de-DE">Deutsch</a></header><main id="main"><p>Bonjour à tous</p><p lang="en-US">Hello</p></main></body></html>';
    expect(documentSegments(page, 'fr-FR')).toEqual([
      { lang: 'fr-FR', text: 'Bonjour à tous' },
      { lang: 'en-US', text: 'Hello' },
    ]);
    expect(documentSegments(page, 'fr-FR')).toEqual(languageSegments(page));
  });
});

import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../manifest/content/parse-entry.ts';
import { copyTemplate } from './copy-template.ts';
import { KINDS, NEW_KINDS } from './item-kinds.ts';

/** Parses a template as `site check` reads the file `site new` writes. */
function parse(kind: (typeof NEW_KINDS)[number], text: string) {
  const info = KINDS[kind];
  const file = `content/${info.collection}/en/${info.pageSlug('acme')}.md`;
  return parseEntry(file, info.collection, 'en', info.pageSlug('acme'), text);
}

describe('the site new template and CONTENT_PLACEHOLDER (regression: an unedited template passed check with 0 warnings and shipped "Replace with…" as title and meta description)', () => {
  it.each(NEW_KINDS)('a %s template parses, and every text of it is reported as a placeholder', (kind) => {
    const text = copyTemplate(kind, { brand: 'Polyprofile', name: 'Acme', command: `site new ${kind} acme` });
    const { entry, diagnostics } = parse(kind, text);
    expect(entry).toBeDefined();
    expect(diagnostics).toHaveLength(1);
    const [placeholder] = diagnostics;
    expect(placeholder).toMatchObject({ severity: 'warning', code: 'CONTENT_PLACEHOLDER', line: 5 });
    // Every line with a text (not the YAML comments, not the fences, not a bare list key) is listed.
    const textLines = text.split('\n').flatMap((line, i) => (/^\s*(?:- )?\w+: "|^Replace this paragraph/.test(line) ? [i + 1] : []));
    expect(placeholder?.message).toContain(`(${textLines.length} lines: ${textLines.slice(0, 8).join(', ')}${textLines.length > 8 ? ', …' : ''})`);
    const fields = kind === 'use-case' ? 'title, description, headline, summary, the text' : kind === 'alternative' ? 'title, description, headline, benefits, comparison, the text' : 'title, description, headline, benefits, the text';
    expect(placeholder?.message).toMatch(new RegExp(`^The placeholder text of the site new template is still in ${fields} \\(`));
    expect(placeholder?.hint).toBe('Replace every "Replace with …" text with the real copy (content/README.md lists the fields), and delete the TEMPLATE comment lines. site check warns; site build refuses to publish it.');
  });

  it('says nothing once the texts are written, even with the TEMPLATE comment lines left in (they are not published)', () => {
    const text = copyTemplate('solution', { brand: 'Polyprofile', name: 'Acme', command: 'site new solution acme' })
      .split('\n')
      .map((line) => (line.startsWith('#') ? line : line.replace(/"[^"]*[Rr]eplace[^"]*"/, '"Real copy."').replace(/^Replace this paragraph.*$/, 'Real text.')))
      .join('\n');
    expect(text).toContain('# Replace every text below');
    expect(parse('solution', text).diagnostics).toEqual([]);
  });

  it('finds a placeholder left in one field of a translated copy', () => {
    const text = ['---', 'title: "Acme-Konten verwalten"', 'description: "Replace with one or two sentences for search results about Acme and Polyprofile."', 'headline: "Ein Profil pro Konto."', 'benefits:', ...['Eins', 'Zwei', 'Drei'].flatMap((n) => [`  - title: "${n}"`, '    text: "Warum."']), '---', '', 'Text.'].join('\n');
    expect(parseEntry('content/solutions/de/acme.md', 'solutions', 'de', 'acme', text).diagnostics).toEqual([
      expect.objectContaining({ code: 'CONTENT_PLACEHOLDER', file: 'content/solutions/de/acme.md', line: 3, message: expect.stringMatching(/still in description \(1 line: 3\)/) }),
    ]);
  });
});

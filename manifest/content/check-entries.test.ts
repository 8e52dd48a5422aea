/** Content against the manifest (pure): locale folders, taxonomy, duplicates, shadowed entries, YAML errors. */
import { describe, expect, it } from 'vitest';
import { manifestInput } from '../../test/manifest/fixtures/shipped.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { SiteManifest } from '../schema/index.ts';
import { validateManifest } from '../validate/index.ts';
import { checkEntries } from './check-entries.ts';
import { type ContentEntry, parseEntry } from './parse-entry.ts';

const manifest = validateManifest(manifestInput()).manifest as SiteManifest;

const article = (fields: { category?: string; tags?: string[] } = {}) =>
  [
    '---',
    'title: "Proxies for teams"',
    'description: "How a team shares proxies."',
    "date: '2024-05-01'",
    `category: ${fields.category ?? 'privacy-security'}`,
    'tags:',
    ...(fields.tags ?? ['proxies']).map((tag) => `  - ${tag}`),
    '---',
    '',
    'Body.',
  ].join('\n');

/** Parses each file and checks them together; returns the diagnostics of `checkEntries` only. */
function check(files: { file: string; text: string }[]): Diagnostic[] {
  const entries: ContentEntry[] = [];
  for (const { file, text } of files) {
    const [, collection, locale, name] = file.split('/') as [string, 'blog', string, string];
    const { entry, diagnostics } = parseEntry(file, collection, locale, name.replace(/\.md$/, ''), text);
    expect(diagnostics).toEqual([]);
    if (entry) entries.push(entry);
  }
  return checkEntries(manifest, entries, new Map(files.map(({ file, text }) => [file, text]))).filter((d) => d.code.startsWith('CONTENT_'));
}

describe('checkEntries', () => {
  it('accepts a well-formed article', () => {
    expect(check([{ file: 'content/blog/en/teams.md', text: article() }])).toEqual([]);
  });

  it('names an unknown tag with its line and the closest declared tag', () => {
    const [problem, ...rest] = check([{ file: 'content/blog/en/teams.md', text: article({ tags: ['proxies', 'proxis'] }) }]);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ code: 'CONTENT_UNKNOWN_TAG', severity: 'error', file: 'content/blog/en/teams.md', line: 6 });
    expect(problem?.hint).toMatch(/^Did you mean "proxies"\? Known tags: facebook, /);
  });

  it('names an unknown category with its line', () => {
    expect(check([{ file: 'content/blog/en/teams.md', text: article({ category: 'privacy' }) }])).toEqual([
      expect.objectContaining({ code: 'CONTENT_UNKNOWN_CATEGORY', line: 5, hint: expect.stringContaining('Known categories: multi-accounting') }),
    ]);
  });

  it('refuses a folder that is not a locale, with the valid codes', () => {
    expect(check([{ file: 'content/blog/english/teams.md', text: article() }])).toEqual([
      expect.objectContaining({ code: 'CONTENT_UNKNOWN_LOCALE', file: 'content/blog/english/teams.md', hint: expect.stringContaining('Known locales: en, ') }),
    ]);
  });

  it('reports two entries with one slug in a locale', () => {
    const diagnostics = check([
      { file: 'content/blog/en/teams.md', text: article() },
      { file: 'content/blog/en/teams.md', text: article({ tags: ['ads'] }) },
    ]);
    expect(diagnostics.map((d) => d.code)).toEqual(['CONTENT_DUPLICATE']);
  });

  it('says that x.md and x.markdown differ by their extension, not by case (regression: the hint said "differ only by case")', () => {
    const entries = ['content/blog/en/teams.markdown', 'content/blog/en/teams.md'].map((file) => parseEntry(file, 'blog', 'en', 'teams', article()).entry as ContentEntry);
    expect(checkEntries(manifest, entries, new Map()).filter((d) => d.code === 'CONTENT_DUPLICATE')).toEqual([
      {
        severity: 'error',
        code: 'CONTENT_DUPLICATE',
        message: 'Two blog entries in en have the slug "teams": this file and content/blog/en/teams.markdown differ only by their extension.',
        file: 'content/blog/en/teams.md',
        hint: 'Both teams.markdown and teams.md are read (.md and .markdown alike) and would publish one URL: keep one, or merge the two.',
      },
    ]);
  });

  it('warns about content that is never built because its URLs go to an external blog (ru blog, D7)', () => {
    expect(check([{ file: 'content/blog/ru/teams.md', text: article() }]).map((d) => d.code)).toEqual(['CONTENT_SHADOWED']);
  });
});

/** A solution, feature or alternative copy file that parses (its front matter only). */
const copy = (kind: 'solutions' | 'alternatives') =>
  [
    '---',
    'title: "Copy"',
    'description: "What the page is about."',
    'headline: "A headline."',
    'benefits:',
    ...['One', 'Two', 'Three'].flatMap((n) => [`  - title: "${n}"`, '    text: "Why it helps."']),
    ...(kind === 'alternatives' ? ['comparison:', ...['Profiles', 'Proxies', 'Teams', 'Price'].flatMap((topic) => [`  - topic: "${topic}"`, '    product: "Ours."', '    rival: "Theirs."'])] : []),
    '---',
  ].join('\n');

/** `checkEntries` over copy files; only its COPY_ORPHAN diagnostics. */
function orphans(files: string[]): Diagnostic[] {
  const entries = files.map((file) => {
    const [, collection, locale, name] = file.split('/') as [string, 'solutions' | 'alternatives', string, string];
    const { entry, diagnostics } = parseEntry(file, collection, locale, name.replace(/\.md$/, ''), copy(collection));
    expect(diagnostics).toEqual([]);
    return entry as ContentEntry;
  });
  return checkEntries(manifest, entries, new Map()).filter((d) => d.code === 'COPY_ORPHAN');
}

describe('copy files no page reads (regression: they were ignored silently, and a misspelt file name lost its copy)', () => {
  it('warns about a copy file whose slug is no item, with the closest slug and the file to rename to', () => {
    expect(orphans(['content/solutions/en/tiktk.md'])).toEqual([
      {
        severity: 'warning',
        code: 'COPY_ORPHAN',
        message: 'No item of solutions has the slug "tiktk", so this copy is never published.',
        file: 'content/solutions/en/tiktk.md',
        hint: 'Did you mean "tiktok"? Rename the file to content/solutions/en/tiktok.md; or add the item to the manifest (site new solution tiktk), or delete the file.',
      },
    ]);
  });

  it('says so when no slug is close (content/solutions/en/bumble.md), with the slugs and the site new command', () => {
    const [bumble] = orphans(['content/solutions/en/bumble.md']);
    expect(bumble).toMatchObject({ code: 'COPY_ORPHAN', file: 'content/solutions/en/bumble.md' });
    expect(bumble?.hint).toMatch(/^No slug of solutions is close to it \(affiliate-marketing, e-commerce, .*, … \d+ in all\)\. Add the item to the manifest \(site new solution bumble\), /);
  });

  it('warns about copy in a locale its item is not available in, naming the locales it is available in', () => {
    const index = manifest.alternatives.findIndex((item) => item.rival === 'ziniao');
    expect(orphans(['content/alternatives/de/ziniao-alternative.md', 'content/alternatives/zh/ziniao-alternative.md', 'content/alternatives/en/ziniao-alternative.md'])).toEqual([
      {
        severity: 'warning',
        code: 'COPY_ORPHAN',
        message: `alternatives[${index}] "ziniao-alternative" is not available in de, so this copy is never published.`,
        file: 'content/alternatives/de/ziniao-alternative.md',
        path: `alternatives[${index}]`,
        hint: `It is available in zh, tc. Add de to the languages of alternatives[${index}] in the manifest to publish it, or delete the file.`,
      },
    ]);
  });

  it('finds none in the shipped content', async () => {
    const { loadShipped } = await import('../../test/manifest/fixtures/shipped.ts');
    const { entries } = await loadShipped();
    expect(checkEntries(manifest, entries, new Map()).filter((d) => d.code === 'COPY_ORPHAN')).toEqual([]);
  });
});

describe('parseEntry', () => {
  it('says a count or length limit in plain words with the numbers (regression: zod\'s "Too big: expected array to have <=4 items")', () => {
    const benefits = (n: number) => ['benefits:', ...Array.from({ length: n }, (_, i) => [`  - title: "B${i}"`, '    text: "Why."']).flat()];
    const solution = (lines: string[]) => parseEntry('content/solutions/en/x.md', 'solutions', 'en', 'x', ['---', 'title: "T"', 'description: "D."', 'headline: "H"', ...lines, '---', 'Body.'].join('\n')).diagnostics;
    expect(solution(benefits(5))).toEqual([expect.objectContaining({ code: 'CONTENT_FRONT_MATTER', line: 5, message: 'Front-matter "benefits" allows at most 4 benefits; this has 5.' })]);
    expect(solution(benefits(2))).toEqual([expect.objectContaining({ message: 'Front-matter "benefits" needs at least 3 benefits; this has 2.' })]);
    const long = parseEntry('content/blog/en/x.md', 'blog', 'en', 'x', article().replace('title: "Proxies for teams"', `title: "${'x'.repeat(130)}"`)).diagnostics;
    expect(long).toEqual([expect.objectContaining({ line: 2, message: 'Front-matter "title" is at most 120 characters long; this is 130.' })]);
    const noTags = parseEntry('content/blog/en/x.md', 'blog', 'en', 'x', article().replace('tags:\n  - proxies', 'tags: []')).diagnostics;
    expect(noTags).toEqual([expect.objectContaining({ message: 'Front-matter "tags" needs at least 1 tag; this has 0.' })]);
  });

  it('reports invalid YAML at the line of the file where the mistake is, not where the parser stopped', () => {
    const text = ['---', 'title: "A"', 'description: [unclosed', "date: '2024-05-01'", '---', 'Body.'].join('\n');
    const { entry, diagnostics } = parseEntry('content/blog/en/a.md', 'blog', 'en', 'a', text);
    expect(entry).toBeUndefined();
    // The unclosed list opens on line 3; the YAML parser notices only at the closing fence, line 5.
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'CONTENT_FRONT_MATTER', file: 'content/blog/en/a.md', line: 3, hint: 'Close the list with ] on the same line and separate its items with commas: tags: [ads, automation].' })]);
  });
});

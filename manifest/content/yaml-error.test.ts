import { describe, expect, it } from 'vitest';
import { parseEntry } from './parse-entry.ts';

/** The one diagnostic of a solution copy file whose front matter is `lines` (between the `---` lines). */
function yamlError(lines: string[]) {
  const { entry, diagnostics } = parseEntry('content/solutions/en/x.md', 'solutions', 'en', 'x', ['---', ...lines, '---', '', 'Body.'].join('\n'));
  expect(entry).toBeUndefined();
  expect(diagnostics).toHaveLength(1);
  return diagnostics[0];
}

const BENEFITS = ['benefits:', '  - title: "One"', '    text: "Why."', '  - title: "Two"', '    text: "Why."', '  - title: "Three"', '    text: "Why."'];

describe('front-matter YAML errors (regression: js-yaml\'s line relative to the front matter, a negative column, a stray ":." and one hint for every error)', () => {
  it('a key written twice after a block: the file line of the second, column 1, the line of the first', () => {
    expect(yamlError(['title: "A"', 'description: "B"', ...BENEFITS, 'headline: "H"', 'benefits:', '  - title: "Four"', '    text: "Why."'])).toEqual({
      severity: 'error',
      code: 'CONTENT_FRONT_MATTER',
      message: 'The front matter is not valid YAML at line 12, column 1: the field "benefits" is written twice (first on line 4) (▸benefits:).',
      file: 'content/solutions/en/x.md',
      line: 12,
      hint: 'Keep one "benefits" (line 4 or this one) and delete the other.',
    });
  });

  it('an unclosed quote: the line that opens it (js-yaml notices it lines later)', () => {
    const problem = yamlError(['title: "Proxy, VPN oder Antidetect-Browser: Was brauchen Sie wirklich?', 'description: "B"', 'headline: "H"', ...BENEFITS]);
    expect(problem).toMatchObject({ line: 2, message: expect.stringMatching(/^The front matter is not valid YAML at line 2, column 8: the double quote that opens the value is never closed on its line \(title: ▸"Proxy/) });
    expect(problem?.hint).toBe('End the text with " on the same line. A quote inside the text is written \\" — or use „…“, «…» or single quotes around it.');
    expect(yamlError(["title: 'It''s here", 'description: "B"'])).toMatchObject({ line: 2, hint: expect.stringMatching(/^End the text with ' on the same line\. An apostrophe inside single quotes is written twice/) });
  });

  it('an unclosed quote YAML reads on into the next fields: the quote, not the unknown and missing fields it caused', () => {
    const problem = yamlError(['title: "TikTok Ads for Affiliates: A Beginner\'s Playbook', 'description: "How affiliates start: account setup and testing."', 'headline: "H"', ...BENEFITS]);
    expect(problem).toMatchObject({ line: 2, message: expect.stringContaining('at line 2, column 8: the double quote that opens the value is never closed on its line'), hint: expect.stringMatching(/^End the text with " on the same line/) });
  });

  it('a quoted value that goes on over an indented line is valid YAML: the real mistake is reported, not an unclosed quote (regression)', () => {
    const twoBenefits = ['benefits:', '  - title: "One"', '    text: "Why."', '  - title: "Two"', '    text: "Why."'];
    const problem = yamlError(['title: "A long title', '  that continues"', 'description: "B"', 'headline: "H"', ...twoBenefits]);
    expect(problem?.code).toBe('CONTENT_FRONT_MATTER');
    expect(problem?.message).not.toContain('quote');
    expect(problem?.message).toContain('benefits');
  });

  it.each([
    ['a colon in an unquoted value', ['title: "A"', 'headline: Proxy vs VPN: which one?', 'description: "B"'], 3, 23, 'Quote the value: headline: "Proxy vs VPN: which one?"'],
    ['text after the closing quote (noticed on the next line)', ['title: "A"', 'headline: "Proxy" or VPN', 'description: "B"'], 3, 19, 'Put the whole value inside the quotes; a quote inside the text is written \\" (or use single quotes around a text with double quotes).'],
    ['no space after the colon', ['title: "A"', 'headline:Proxies', 'description: "B"'], 3, 10, 'Write a space after the colon: field: value.'],
    ['a value starting with @', ['title: "A"', 'headline: @polyprofile on X', 'description: "B"'], 3, 11, 'Quote the value: headline: "@polyprofile on X"'],
    ['a list item on its field\'s line', ['title: "A"', 'benefits: - title: "One"', 'description: "B"'], 3, 11, 'Write the items below the field, one per line, indented by two spaces ("  - item"), or in brackets on the field\'s line: tags: [ads, automation].'],
    ['a list item field indented differently', ['title: "A"', 'benefits:', '  - title: "One"', '   text: "Why."'], 5, 4, 'Indent list items by two spaces under their field, and the fields of one item (title:, text:) by the same number of spaces, with spaces, not tabs.'],
    ['an unknown escape', ['title: "C:\\path"'], 2, 11, 'Write the backslash twice (\\\\), or put the text in single quotes.'],
    ['an unclosed [ list', ['title: "A"', 'tags: [ads, automation', 'description: "B"'], 3, 1, 'Close the list with ] on the same line and separate its items with commas: tags: [ads, automation].'],
  ])('%s: the file line and column at fault, a hint for that mistake', (_, lines, line, column, hint) => {
    const problem = yamlError(lines);
    expect(problem).toMatchObject({ code: 'CONTENT_FRONT_MATTER', line, hint });
    expect(problem?.message).toContain(`at line ${line}, column ${column}: `);
    expect(problem?.message).not.toMatch(/:\.$|column -/);
  });
});

import { type Diagnostic, diagnostic } from '../diagnostics.ts';

/**
 * The placeholder texts of the copy template `site new` writes (`cli/scaffold/copy-template.ts`
 * builds its texts from these), and the check that finds them left in a content file: until they
 * are replaced, the page would publish "Replace with the headline…" as its copy, its title and its
 * meta description. `site check` warns (a new item's page can be checked and previewed); `site
 * build` makes it an error (`BuildOptions.errorFor`), so it is never published.
 */
export const PLACEHOLDER = {
  title: (subject: string) => `${subject}: replace with the page title`,
  description: (name: string, brand: string) => `Replace with one or two sentences for search results about ${name} and ${brand}.`,
  headline: () => 'Replace with the headline shown under the title.',
  summary: (name: string) => `Replace with one or two sentences for the ${name} section of the solutions page.`,
  benefitTitle: (nth: string) => `Replace with the ${nth} benefit`,
  benefitText: () => 'Replace with one sentence that explains it.',
  topic: (nth: string) => `Replace with the ${nth} topic`,
  product: () => 'Replace with what we offer.',
  rival: (name: string) => `Replace with what ${name} offers, as they describe it.`,
  body: (name: string) => `Replace this paragraph with the page text about ${name}.`,
} as const;

/** Any text `PLACEHOLDER` writes: its fixed words, whatever the item's name. */
const PLACEHOLDER_TEXT = new RegExp(
  [
    ': replace with the page title',
    'Replace with one or two sentences for (?:search results about|the .+ section of the solutions page)',
    'Replace with the headline shown under the title\\.',
    'Replace with the (?:first|second|third|fourth) (?:benefit|topic)',
    'Replace with one sentence that explains it\\.',
    'Replace with what (?:we offer\\.|.+ offers, as they describe it\\.)',
    'Replace this paragraph with the page text about ',
  ].join('|'),
);

/**
 * CONTENT_PLACEHOLDER when the text of a content file (front matter and body) still holds a text of
 * the `site new` template: one diagnostic per file, at its first such line, naming the fields.
 * YAML comments are not published and are not looked at.
 */
export function checkPlaceholders(file: string, text: string): Diagnostic[] {
  const lines = text.split(/\r?\n/);
  const closing = lines[0]?.trimEnd() === '---' ? lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---') : -1;
  const found: number[] = [];
  const fields: string[] = [];
  let field = '';
  lines.forEach((line, i) => {
    const inFrontMatter = i > 0 && i < closing;
    if (inFrontMatter) field = /^([A-Za-z_$][\w$-]*)\s*:/.exec(line)?.[1] ?? field;
    if (i === 0 || i === closing || (inFrontMatter && /^\s*#/.test(line)) || !PLACEHOLDER_TEXT.test(line)) return;
    found.push(i + 1);
    const name = inFrontMatter ? field : 'the text';
    if (!fields.includes(name)) fields.push(name);
  });
  const [line] = found;
  return line === undefined ? [] : [diagnostic('CONTENT_PLACEHOLDER', { fields, lines: found }, { file, line })];
}

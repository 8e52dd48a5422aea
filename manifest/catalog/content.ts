/** Codes of content files and page copy (`manifest/content/parse-entry.ts`, `check-entries.ts`; D7). */
import { validValuesHint } from '../validate/hints.ts';
import { defineCode, plural, quoted } from './define.ts';
import { LOCALE_CODES } from './examples.ts';
import { markColumn } from './json-problems.ts';
import { YAML_PROBLEMS, type YamlSyntax } from './yaml-problems.ts';

const ARTICLE = 'content/blog/en/automate-browser-profiles-with-local-api.md';
const ARTICLE_FIELDS = ['title', 'description', 'translationKey', 'draft', 'date', 'category', 'tags', 'cover'];
const COLLECTIONS_FILE = 'manifest/site/collections.ts';

type FieldProblem = { collection: string; fields: readonly string[] } & ({ case: 'unknown-field'; keys: readonly string[] } | { case: 'missing'; field: string } | { case: 'invalid'; field: string; problem: string });

/** The last segment of a path. */
function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Two files whose names differ only by extension (`x.md`, `x.markdown`), not by case. */
function sameNameOtherExtension(d: { other: string; file?: string }): boolean {
  const stem = (path: string) => fileName(path).replace(/\.(?:md|markdown)$/, '');
  return d.file !== undefined && d.file !== d.other && stem(d.file) === stem(d.other);
}

export const CONTENT_CODES = {
  CONTENT_FRONT_MATTER: defineCode('error', 'Invalid front matter', {
    message: (d: YamlSyntax | { case: 'unclosed' } | FieldProblem) =>
      d.case === 'yaml'
        ? `The front matter is not valid YAML at line ${d.line}, column ${d.column}: ${YAML_PROBLEMS[d.kind].problem(d)} (${markColumn(d.lineText, d.column)}).`
        : d.case === 'unclosed'
          ? 'The front matter opened by the `---` on this line is never closed, so the whole file would be read as front matter.'
          : d.case === 'unknown-field'
          ? `Unknown front-matter field ${quoted(d.keys)}.`
          : d.case === 'missing'
            ? `The front matter needs "${d.field}".`
            : `Front-matter "${d.field}" ${d.problem}.`,
    hint: (d) =>
      d.case === 'yaml'
        ? YAML_PROBLEMS[d.kind].hint(d)
        : d.case === 'unclosed'
          ? 'Add a line with only `---` after the last front-matter field, before the text.'
          : `Fields for ${d.collection}: ${d.fields.join(', ')}. Dates are quoted 'yyyy-mm-dd'.`,
    meaning: 'The YAML block between the `---` lines at the top of a content file is not valid YAML, or does not fit its collection\'s schema: a field is missing, misspelt or has the wrong type. The line of the field is given. For a YAML mistake the line and column are those of the file where the mistake is (an unclosed quote is reported on the line that opens it, not where the parser gives up), and the hint is for that kind of mistake: a field written twice, an unclosed quote, text after a closing quote, a colon in an unquoted value, a value starting with @ or *, a list item on its field\'s line, indentation, an unclosed [ list, a backslash.',
    fix: 'Correct the field on the line given; the hint lists the fields of the collection. Quote dates (`date: \'2025-08-26\'`), otherwise YAML reads them as dates, not text.',
  }).example(ARTICLE, "---\ntitle: \"Automating Browser Profiles with the Polyprofile Local API\"\ndate: 2025-08-26\ncategory: multi-accounting\n---", { case: 'invalid', field: 'date', problem: 'expected string, received Date', collection: 'blog', fields: ARTICLE_FIELDS }, { file: ARTICLE, line: 4 }),
  CONTENT_PLACEHOLDER: defineCode('warning', 'Template text not replaced', {
    message: (d: { fields: readonly string[]; lines: readonly number[] }) =>
      `The placeholder text of the site new template is still in ${d.fields.join(', ')} (${plural(d.lines.length, 'line')}: ${d.lines.slice(0, 8).join(', ')}${d.lines.length > 8 ? ', …' : ''}): the page would publish it as its copy.`,
    hint: () => 'Replace every "Replace with …" text with the real copy (content/README.md lists the fields), and delete the TEMPLATE comment lines. site check warns; site build refuses to publish it.',
    meaning: 'A content file still holds the placeholder texts that `site new` writes into a new item\'s copy ("Replace with the headline shown under the title.", "…: replace with the page title"). The page would show them as its title, meta description, headline and text. `site check` and `site dev` report it as a warning, so a new item can be checked and previewed; `site build` reports it as an error and writes nothing, so a placeholder is never published. YAML comments are not looked at.',
    fix: 'Write the real copy in place of each placeholder (the lines are listed) and delete the `# TEMPLATE` comment lines.',
  }).example('content/alternatives/en/acme-alternative.md', 'title: "Polyprofile vs Acme: replace with the page title"', { fields: ['title', 'description', 'headline', 'benefits', 'comparison', 'the text'], lines: [5, 6, 7, 9, 10, 11] }, { file: 'content/alternatives/en/acme-alternative.md', line: 5 }),
  CONTENT_UNKNOWN_CATEGORY: defineCode('error', 'Unknown content category', {
    message: (d: { collection: string; category: string; known: readonly string[] }) => `Unknown ${d.collection} category "${d.category}".`,
    hint: (d) => `${validValuesHint('categories', d.category, d.known)} Categories are declared in ${COLLECTIONS_FILE}.`,
    meaning: 'A content entry uses a `category` that its collection does not declare in `collections`. Each category is a listing page, so categories are declared once, not invented per article.',
    fix: `Use a declared category, or add the new one to the collection in \`${COLLECTIONS_FILE}\`.`,
  }).example(ARTICLE, '---\ncategory: multi-acounting\n---', { collection: 'blog', category: 'multi-acounting', known: ['multi-accounting', 'affiliate-marketing', 'e-commerce', 'social-media', 'privacy-security'] }, { file: ARTICLE, line: 5 }),
  CONTENT_UNKNOWN_TAG: defineCode('error', 'Unknown content tag', {
    message: (d: { collection: string; tag: string; known: readonly string[] }) => `Unknown ${d.collection} tag "${d.tag}".`,
    hint: (d) => `${validValuesHint('tags', d.tag, d.known)} Tags are declared in ${COLLECTIONS_FILE}.`,
    meaning: 'A content entry uses a tag that its collection does not declare in `collections`. Each tag is a listing page, so tags are declared once.',
    fix: `Use a declared tag, or add the new one to the collection in \`${COLLECTIONS_FILE}\`.`,
  }).example(ARTICLE, '---\ntags:\n  - automatoin\n---', { collection: 'blog', tag: 'automatoin', known: ['facebook', 'tiktok', 'amazon', 'proxies', 'fingerprints', 'automation', 'teamwork', 'ads', 'crypto', 'beginners'] }, { file: ARTICLE, line: 6 }),
  CONTENT_UNKNOWN_LOCALE: defineCode('error', 'Content folder is not a locale', {
    message: (d: { folder: string; known: readonly string[] }) => `The folder "${d.folder}" is not a locale.`,
    hint: (d) => validValuesHint('locales', d.folder, d.known),
    meaning: 'Content lives in `content/<collection>/<locale>/`; the locale folder is named by a URL code that `locales` declares. Files in any other folder would never be built.',
    fix: 'Move the file to the folder of the URL code (`content/blog/jp/`), or declare the locale first.',
  }).example('content/blog/ja/local-api.md', 'content/blog/ja/local-api.md', { folder: 'ja', known: LOCALE_CODES }, { file: 'content/blog/ja/local-api.md' }),
  CONTENT_DUPLICATE: defineCode('error', 'Content slug used twice', {
    message: (d: { collection: string; locale: string; slug: string; other: string; file?: string }) =>
      sameNameOtherExtension(d)
        ? `Two ${d.collection} entries in ${d.locale} have the slug "${d.slug}": this file and ${d.other} differ only by their extension.`
        : `Two ${d.collection} entries in ${d.locale} have the slug "${d.slug}"${d.other.includes(`/${d.slug}.`) ? '' : ' up to case'} (this file and ${d.other}).`,
    hint: (d) =>
      sameNameOtherExtension(d)
        ? `Both ${fileName(d.other)} and ${fileName(d.file ?? '')} are read (.md and .markdown alike) and would publish one URL: keep one, or merge the two.`
        : 'Rename one file, or merge the two; slugs that differ only by case are one URL.',
    meaning: 'Two content files of one collection and locale have the same slug (the file name without `.md` or `.markdown`: `local-api.md` and `local-api.markdown`), or slugs that differ only by case (`Local-API.md`, `local-api.md`), so they would share a URL or publish one article twice.',
    fix: 'Rename or remove one of the two files.',
  }).example('content/blog/en/local-api.markdown', 'content/blog/en/local-api.md\ncontent/blog/en/local-api.markdown', { collection: 'blog', locale: 'en', slug: 'local-api', other: 'content/blog/en/local-api.md', file: 'content/blog/en/local-api.markdown' }, { file: 'content/blog/en/local-api.markdown' }),
  CONTENT_SHADOWED: defineCode('warning', 'Content never built', {
    message: (d: { collection: string; locale: string }) => `This ${d.collection} entry is never built: ${d.locale} ${d.collection} URLs go to an external blog.`,
    hint: () => 'See redirects.externalBlogs in manifest/site/redirects.ts.',
    meaning: 'The entry\'s locale sends this collection\'s URLs to an external blog (D7: the ru blog), so the file is never rendered.',
    fix: 'Publish the article on the external blog (and map its id in `redirects.externalBlogs[].articles`), or mark the file `draft: true`.',
  }).example('content/blog/ru/local-api.md', 'content/blog/ru/local-api.md', { collection: 'blog', locale: 'ru' }, { file: 'content/blog/ru/local-api.md' }),
  COPY_MISSING: defineCode('warning', 'Item without copy', {
    message: (d: { kind: string; index: number; slug: string; collection: string; source: string }) =>
      `${d.kind}[${d.index}] "${d.slug}" has no copy yet; its pages show a generic text until content/${d.collection}/${d.source}/${d.slug}.md exists.`,
    hint: (d) => `Create content/${d.collection}/${d.source}/${d.slug}.md (see content/README.md).`,
    meaning: 'A solution, feature, alternative or use case has no copy file in the catch-all language, so its pages in every language show a generic text. Expected right after adding an item.',
    fix: 'Write the copy file the hint names (its fields are described in `content/README.md`).',
  }).example('manifest/site/alternatives.ts', "  { rival: 'kameleo', name: 'Kameleo', languages: ['en', 'de', 'zh'] },", { kind: 'alternatives', index: 7, slug: 'kameleo-alternative', collection: 'alternatives', source: 'en' }, { file: 'content/alternatives/en/kameleo-alternative.md', path: 'alternatives[7]' }),
  COPY_ORPHAN: defineCode('warning', 'Copy file no page reads', {
    message: (
      d:
        | { case: 'unknown'; kind: string; collection: string; slug: string; slugs: readonly string[]; closest?: string; closestFile?: string; command?: string }
        | { case: 'unavailable'; kind: string; index: number; collection: string; slug: string; locale: string; available: readonly string[]; swappedTo?: string },
    ) =>
      d.case === 'unknown'
        ? `No item of ${d.kind} has the slug "${d.slug}", so this copy is never published.`
        : d.swappedTo
          ? `${d.kind}[${d.index}] "${d.slug}" is shown as "${d.swappedTo}" in ${d.locale} (useCaseSwap), so this copy is never published.`
          : `${d.kind}[${d.index}] "${d.slug}" is not available in ${d.locale}, so this copy is never published.`,
    hint: (d) =>
      d.case === 'unknown'
        ? d.closest
          ? `Did you mean "${d.closest}"? Rename the file to ${d.closestFile}; or add the item to the manifest${d.command ? ` (${d.command})` : ''}, or delete the file.`
          : `No slug of ${d.kind} is close to it (${d.slugs.slice(0, 12).join(', ')}${d.slugs.length > 12 ? `, … ${d.slugs.length} in all` : ''}). Add the item to the manifest${d.command ? ` (${d.command})` : ''}, rename the file to the slug of the item it is for, or delete it.`
        : d.swappedTo
          ? `Write the ${d.locale} copy as content/${d.collection}/${d.locale}/${d.swappedTo}.md, or delete the file.`
          : `It is available in ${d.available.join(', ') || 'no locale'}. Add ${d.locale} to the languages of ${d.kind}[${d.index}] in the manifest to publish it, or delete the file.`,
    meaning: 'A copy file of `content/solutions`, `features`, `alternatives` or `use-cases` is read only by its item\'s pages, found by file name (the slug) and locale folder. This file matches no item of the manifest (a misspelt or renamed file name), or its item is not available in that locale, so its text is never published and nothing else would say so. The source locale (`en`) holds the copy of every item, available there or not.',
    fix: 'Rename the file to the item\'s slug (the hint names the closest), make the item available in the locale (its `languages`), or delete the file.',
  }).example('content/alternatives/de/ziniao-alternative.md', 'content/alternatives/de/ziniao-alternative.md', { case: 'unavailable', kind: 'alternatives', index: 6, collection: 'alternatives', slug: 'ziniao-alternative', locale: 'de', available: ['zh', 'tc'] }, { file: 'content/alternatives/de/ziniao-alternative.md', path: 'alternatives[6]' }),
  TRANSLATION_MISSING: defineCode('error', 'Translation required by the policy', {
    message: (d: { path: string; locale: string; what: string; policy: string; file: string }) => `${d.path} has no ${d.locale} translation of ${d.what}, and ${d.policy} says that is an error.`,
    hint: (d) => `Create ${d.file}, or declare another policy in manifest/site/translations.ts (fallback, source-with-notice).`,
    meaning: 'The manifest\'s `translations` policy for this item kind or collection is `error`: every page must exist in its own language, and this one has no translation in the locale. `fallback` would send the URL to the locale home instead; `source-with-notice` would show the source text under a notice.',
    fix: 'Translate the content (create the file the hint names with the same translationKey), or declare `fallback` or `source-with-notice` for it in manifest/site/translations.ts.',
  }).example('manifest/site/translations.ts', "  collections: { blog: 'error' },", { path: '/de/blog/what-is-browser-fingerprinting', locale: 'de', what: 'blog "what-is-browser-fingerprinting"', policy: 'translations.collections.blog', file: 'content/blog/de/what-is-browser-fingerprinting.md' }, { file: 'content/blog/de/what-is-browser-fingerprinting.md', path: 'translations.collections.blog' }),
};

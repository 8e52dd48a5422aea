/** Codes of content files and page copy (`manifest/content/parse-entry.ts`, `check-entries.ts`; D7). */
import { validValuesHint } from '../validate/hints.ts';
import { defineCode, plural, quoted } from './define.ts';
import { LOCALE_CODES } from './examples.ts';

const ARTICLE = 'content/blog/en/automate-browser-profiles-with-local-api.md';
const ARTICLE_FIELDS = ['title', 'description', 'translationKey', 'draft', 'date', 'category', 'tags', 'cover'];
const COLLECTIONS_FILE = 'manifest/site/collections.ts';

type FieldProblem = { collection: string; fields: readonly string[] } & ({ case: 'unknown-field'; keys: readonly string[] } | { case: 'missing'; field: string } | { case: 'invalid'; field: string; problem: string });

export const CONTENT_CODES = {
  CONTENT_FRONT_MATTER: defineCode({
    severity: 'error',
    title: 'Invalid front matter',
    message: (d: { case: 'yaml'; error: string } | FieldProblem) =>
      d.case === 'yaml'
        ? `The front matter is not valid YAML: ${d.error}.`
        : d.case === 'unknown-field'
          ? `Unknown front-matter field ${quoted(d.keys)}.`
          : d.case === 'missing'
            ? `The front matter needs "${d.field}".`
            : `Front-matter "${d.field}" ${d.problem}.`,
    hint: (d) => (d.case === 'yaml' ? 'Quote values that contain a colon, and indent lists with two spaces.' : `Fields for ${d.collection}: ${d.fields.join(', ')}. Dates are quoted 'yyyy-mm-dd'.`),
    explanation: {
      meaning: 'The YAML block between the `---` lines at the top of a content file is not valid YAML, or does not fit its collection\'s schema: a field is missing, misspelt or has the wrong type. The line of the field is given.',
      example: {
        file: ARTICLE,
        input: "---\ntitle: \"Automating Browser Profiles with the Polyprofile Local API\"\ndate: 2025-08-26\ncategory: multi-accounting\n---",
        data: { case: 'invalid', field: 'date', problem: 'expected string, received Date', collection: 'blog', fields: ARTICLE_FIELDS },
        at: { file: ARTICLE, line: 4 },
      },
      fix: 'Correct the field on the line given; the hint lists the fields of the collection. Quote dates (`date: \'2025-08-26\'`), otherwise YAML reads them as dates, not text.',
    },
  }),
  CONTENT_UNKNOWN_CATEGORY: defineCode({
    severity: 'error',
    title: 'Unknown content category',
    message: (d: { collection: string; category: string; known: readonly string[] }) => `Unknown ${d.collection} category "${d.category}".`,
    hint: (d) => `${validValuesHint('categories', d.category, d.known)} Categories are declared in ${COLLECTIONS_FILE}.`,
    explanation: {
      meaning: 'A content entry uses a `category` that its collection does not declare in `collections`. Each category is a listing page, so categories are declared once, not invented per article.',
      example: {
        file: ARTICLE,
        input: '---\ncategory: multi-acounting\n---',
        data: { collection: 'blog', category: 'multi-acounting', known: ['multi-accounting', 'affiliate-marketing', 'e-commerce', 'social-media', 'privacy-security'] },
        at: { file: ARTICLE, line: 5 },
      },
      fix: `Use a declared category, or add the new one to the collection in \`${COLLECTIONS_FILE}\`.`,
    },
  }),
  CONTENT_UNKNOWN_TAG: defineCode({
    severity: 'error',
    title: 'Unknown content tag',
    message: (d: { collection: string; tag: string; known: readonly string[] }) => `Unknown ${d.collection} tag "${d.tag}".`,
    hint: (d) => `${validValuesHint('tags', d.tag, d.known)} Tags are declared in ${COLLECTIONS_FILE}.`,
    explanation: {
      meaning: 'A content entry uses a tag that its collection does not declare in `collections`. Each tag is a listing page, so tags are declared once.',
      example: {
        file: ARTICLE,
        input: '---\ntags:\n  - automatoin\n---',
        data: { collection: 'blog', tag: 'automatoin', known: ['facebook', 'tiktok', 'amazon', 'proxies', 'fingerprints', 'automation', 'teamwork', 'ads', 'crypto', 'beginners'] },
        at: { file: ARTICLE, line: 6 },
      },
      fix: `Use a declared tag, or add the new one to the collection in \`${COLLECTIONS_FILE}\`.`,
    },
  }),
  CONTENT_UNKNOWN_LOCALE: defineCode({
    severity: 'error',
    title: 'Content folder is not a locale',
    message: (d: { folder: string; known: readonly string[] }) => `The folder "${d.folder}" is not a locale.`,
    hint: (d) => validValuesHint('locales', d.folder, d.known),
    explanation: {
      meaning: 'Content lives in `content/<collection>/<locale>/`; the locale folder is named by a URL code that `locales` declares. Files in any other folder would never be built.',
      example: {
        file: 'content/blog/ja/local-api.md',
        input: 'content/blog/ja/local-api.md',
        data: { folder: 'ja', known: LOCALE_CODES },
        at: { file: 'content/blog/ja/local-api.md' },
      },
      fix: 'Move the file to the folder of the URL code (`content/blog/jp/`), or declare the locale first.',
    },
  }),
  CONTENT_DUPLICATE: defineCode({
    severity: 'error',
    title: 'Content slug used twice',
    message: (d: { collection: string; locale: string; slug: string; other: string }) => `Two ${d.collection} entries in ${d.locale} have the slug "${d.slug}" (also ${d.other}).`,
    hint: () => 'Rename one file.',
    explanation: {
      meaning: 'Two content files of one collection and locale have the same slug (the file name), so they would share a URL.',
      example: {
        file: 'content/blog/en/local-api.mdx',
        input: 'content/blog/en/local-api.md\ncontent/blog/en/local-api.mdx',
        data: { collection: 'blog', locale: 'en', slug: 'local-api', other: 'content/blog/en/local-api.md' },
        at: { file: 'content/blog/en/local-api.mdx' },
      },
      fix: 'Rename or remove one of the two files.',
    },
  }),
  CONTENT_SHADOWED: defineCode({
    severity: 'warning',
    title: 'Content never built',
    message: (d: { collection: string; locale: string }) => `This ${d.collection} entry is never built: ${d.locale} ${d.collection} URLs go to an external blog.`,
    hint: () => 'See redirects.externalBlogs in manifest/site/redirects.ts.',
    explanation: {
      meaning: 'The entry\'s locale sends this collection\'s URLs to an external blog (D7: the ru blog), so the file is never rendered.',
      example: {
        file: 'content/blog/ru/local-api.md',
        input: 'content/blog/ru/local-api.md',
        data: { collection: 'blog', locale: 'ru' },
        at: { file: 'content/blog/ru/local-api.md' },
      },
      fix: 'Publish the article on the external blog (and map its id in `redirects.externalBlogs[].articles`), or mark the file `draft: true`.',
    },
  }),
  COPY_MISSING: defineCode({
    severity: 'warning',
    title: 'Item without copy',
    message: (d: { kind: string; index: number; slug: string; collection: string; source: string }) =>
      `${d.kind}[${d.index}] "${d.slug}" has no copy yet; its pages show a generic text until content/${d.collection}/${d.source}/${d.slug}.md exists.`,
    hint: (d) => `Create content/${d.collection}/${d.source}/${d.slug}.md (see content/README.md).`,
    explanation: {
      meaning: 'A solution, feature, alternative or use case has no copy file in the catch-all language, so its pages in every language show a generic text. Expected right after adding an item.',
      example: {
        file: 'manifest/site/alternatives.ts',
        input: "  { rival: 'kameleo', name: 'Kameleo', languages: ['en', 'de', 'zh'] },",
        data: { kind: 'alternatives', index: 7, slug: 'kameleo-alternative', collection: 'alternatives', source: 'en' },
        at: { file: 'content/alternatives/en/kameleo-alternative.md', path: 'alternatives[7]' },
      },
      fix: 'Write the copy file the hint names (its fields are described in `content/README.md`).',
    },
  }),
  TRANSLATION_MISSING: defineCode({
    severity: 'error',
    title: 'Translation required by the policy',
    message: (d: { path: string; locale: string; what: string; policy: string; file: string }) => `${d.path} has no ${d.locale} translation of ${d.what}, and ${d.policy} says that is an error.`,
    hint: (d) => `Create ${d.file}, or declare another policy in manifest/site/translations.ts (fallback, source-with-notice).`,
    explanation: {
      meaning:
        'The manifest\'s `translations` policy for this item kind or collection is `error`: every page must exist in its own language, and this one has no translation in the locale. `fallback` would send the URL to the locale home instead; `source-with-notice` would show the source text under a notice.',
      example: {
        file: 'manifest/site/translations.ts',
        input: "  collections: { blog: 'error' },",
        data: { path: '/de/blog/what-is-browser-fingerprinting', locale: 'de', what: 'blog "what-is-browser-fingerprinting"', policy: 'translations.collections.blog', file: 'content/blog/de/what-is-browser-fingerprinting.md' },
        at: { file: 'content/blog/de/what-is-browser-fingerprinting.md', path: 'translations.collections.blog' },
      },
      fix: 'Translate the content (create the file the hint names with the same translationKey), or declare `fallback` or `source-with-notice` for it in manifest/site/translations.ts.',
    },
  }),
};

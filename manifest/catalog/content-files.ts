/**
 * Codes of content files and their markdown bodies (issue 10): file names, translation keys,
 * covers, relative paths, raw HTML and links to pages a locale does not have
 * (`manifest/content/parse-entry.ts`, `check-entries.ts`, `check-covers.ts`;
 * `cli/build/render/markdown-bodies.ts`; `cli/build/views/page-checks.ts`).
 */
import { defineCode } from './define.ts';

const ARTICLE = 'content/blog/en/automate-browser-profiles-with-local-api.md';
const GERMAN = 'content/blog/de/proxy-vpn-antidetect-browser.md';

export const CONTENT_FILE_CODES = {
  CONTENT_FILE_NAME: defineCode('error', 'File name is not a slug', {
    message: (d: { name: string; suggested: string }) => `The file name "${d.name}" is not a URL slug: it would publish ${d.name.includes(' ') ? 'a URL with spaces' : 'a URL with capitals or characters a URL should not have'}.`,
    hint: (d) => `Rename the file to ${d.suggested}: lowercase letters, digits and single hyphens (the file name is the URL).`,
    meaning: 'The file name of a content entry, without `.md`, is its slug and the last segment of its URL (`content/blog/en/local-api.md` is `/blog/local-api`). A name with spaces, capitals, underscores or accents would publish a URL with `%20` in it, or one that differs from another only by case.',
    fix: 'Rename the file to the kebab-case name the hint gives; other pages link to the new URL (`/blog/<slug>`), and a `redirects.paths` entry keeps an old URL working.',
  }).example('content/blog/en/Local API guide.md', 'content/blog/en/Local API guide.md', { name: 'Local API guide.md', suggested: 'local-api-guide.md' }, { file: 'content/blog/en/Local API guide.md' }),
  TRANSLATION_KEY: defineCode('error', 'Translation key links nothing', {
    message: (
      d:
        | { case: 'orphan'; key: string; collection: string; source: string; closest: string }
        | { case: 'shared'; key: string; locale: string; other: string }
        | { case: 'source-missing'; key: string; collection: string; source: string; translations: readonly string[]; locales: readonly string[]; sourceFile?: string; closest?: string },
    ) =>
      d.case === 'orphan'
        ? `translationKey "${d.key}" matches no ${d.source} ${d.collection} entry, so this translation is linked to no original.`
        : d.case === 'shared'
          ? `translationKey "${d.key}" is used twice in ${d.locale} (also ${d.other}): each locale holds one translation of an article.`
          : `The ${d.source} source is missing: no ${d.source} ${d.collection} entry has translationKey "${d.key}", which ${d.translations.length === 1 ? 'this translation points' : `${d.translations.length} translations point`} at (${d.locales.join(', ')}), so ${d.translations.length === 1 ? 'it is' : 'they are'} linked to no original.`,
    hint: (d) =>
      d.case === 'orphan'
        ? `Did you mean "${d.closest}", the key of the ${d.source} original?`
        : d.case === 'shared'
          ? `Give one of the two files its own translationKey, or remove the one that is not the translation.`
          : `Restore the ${d.source} original${d.sourceFile ? ` ${d.sourceFile}` : ''} with translationKey "${d.key}"${d.sourceFile ? ` (if it was deleted: git log --diff-filter=D -- ${d.sourceFile})` : ''}; or, if it was removed on purpose, delete ${d.translations.length === 1 ? 'the translation' : 'the translations'}${d.sourceFile && d.translations.length > 1 ? ` (${d.sourceFile.replace(`/${d.source}/`, '/<locale>/')} in ${d.locales.join(', ')})` : d.translations.length === 1 ? '' : ` (${d.translations.join(', ')})`}.${d.closest ? ` If ${d.translations.length === 1 ? 'it translates' : 'they translate'} the ${d.source} entry keyed "${d.closest}" instead, give ${d.translations.length === 1 ? 'it' : 'them'} that key.` : ''}`,
    meaning: 'Translations of one entry share a `translationKey`; the plan links them (hreflang, the language switcher, listings). A key that matches no entry of the source locale, but is close to one, is a typo: the translation is published as an unrelated article and the original lists no translation. When translations in several locales share a key that no source entry has, the source is missing (deleted or never written): one error names the key and every translation, and no other entry is guessed, since that would link them to the wrong original. Two entries of one locale with the same key both claim to be the translation of one article. A key that is close to no original is a locale-only article and is accepted.',
    fix: 'Copy the original\'s `translationKey` into the translation (the hint names it); restore a deleted source file (the hint gives its path); or give each of two files sharing a key its own.',
  }).example(GERMAN, "translationKey: blog-proxy-vpn-antidetect-browsr", { case: 'orphan', key: 'blog-proxy-vpn-antidetect-browsr', collection: 'blog', source: 'en', closest: 'blog-proxy-vpn-antidetect-browser' }, { file: GERMAN, line: 7 }),
  COVER_MISSING: defineCode('error', 'Cover image not in content/assets', {
    message: (d: { src: string; closest: readonly string[] }) => `The cover ${d.src} is not in content/assets, so the page and its cards would have no image.`,
    hint: (d) => (d.closest.length ? `Closest existing assets: ${d.closest.join(', ')}.` : 'Put the image under content/assets/ and write its path as /assets/….'),
    meaning: 'A front-matter `cover.src` names a file that `content/assets/` does not have. The build cannot size or hash it, so the article\'s cards and social preview would go without a cover.',
    fix: 'Correct the path (the hint lists the closest existing assets), or add the file under `content/assets/`.',
  }).example(ARTICLE, 'cover:\n  src: /assets/blog/local-api-cover.jpg\n  alt: "The local API"', { src: '/assets/blog/local-api-cover.jpg', closest: ['/assets/blog/local-api-cover.png'] }, { file: ARTICLE, line: 9 }),
  RELATIVE_PATH: defineCode('error', 'Relative path in content', {
    message: (d: { href: string; where: 'image' | 'link' | 'cover'; suggestion: string }) => `The ${d.where} path "${d.href}" is relative: it resolves against each page's URL (/de/blog/…), so it would be a broken link.`,
    hint: (d) => `Write it from the site root: ${d.suggestion}.`,
    meaning: 'Every page is published at several URLs (one per locale prefix), so a path relative to the markdown file or the page (`assets/x.svg`, `../img.png`, `pricing`) points somewhere else on every page. Assets are referenced as `/assets/…` (the build replaces the path with the hashed file), pages as `/pricing` or `/blog/<slug>` (the build adds the locale prefix).',
    fix: 'Write the path the hint gives: `/assets/<folder>/<file>` for a file under `content/assets/`, `/<page>` for a page.',
  }).example(ARTICLE, '![The local API answering](assets/blog/local-api.svg)', { href: 'assets/blog/local-api.svg', where: 'image', suggestion: '/assets/blog/local-api.svg' }, { file: ARTICLE, line: 18 }),
  RAW_HTML: defineCode('error', 'Raw HTML in markdown', {
    message: (d: { html: string }) => `Raw HTML is removed from the page: ${d.html}.`,
    hint: (d) =>
      /^<(script|iframe|object|embed|form|style)\b/i.test(d.html)
        ? 'Scripts, embeds and forms are never published from content; link to the page instead ([title](https://…)).'
        : 'Write it in markdown instead: **bold**, _italic_, [links](/pricing), ![images](/assets/…), lists; a line break is a backslash at the end of the line.',
    meaning: 'Content is plain markdown. The build removes raw HTML from a body so that content cannot inject script, styles or event handlers into the site, so HTML in a body is never published; the page would lack what the author wrote. HTML comments (`<!-- … -->`) are notes for editors and are accepted.',
    fix: 'Rewrite the HTML as markdown, or remove it. Embeds (`<iframe>`, `<script>`) are not possible in content: link to the video or tool instead.',
  }).example(ARTICLE, '<iframe src="https://video.example/embed/42"></iframe>', { html: '<iframe src="https://video.example/embed/42"></iframe>' }, { file: ARTICLE, line: 24 }),
  LINK_UNAVAILABLE: defineCode('error', 'Link to an unavailable page', {
    message: (d: { locale: string; page: string; link: string; target: string }) => `The ${d.locale} page ${d.page} links to ${d.link}, which ${d.locale} does not have: visitors land on ${d.target} (D4 fallback).`,
    hint: (d) => `Remove the link from the ${d.locale} text, link to a page that exists in ${d.locale}, or make the item available in ${d.locale} (its languages in the manifest).`,
    meaning: 'A link in a markdown body points at an item (solution, feature, alternative, landing page, article collection) that is not available in the linking page\'s locale. The URL answers with a 302 to the locale\'s home page (D4), so the reader never gets what the link promises.',
    fix: 'Drop the link in that locale\'s file, or point it at a page the locale has (`site routes --locale <code>` lists them).',
  }).example(GERMAN, 'Mehr dazu unter [Twitter-Konten](/solutions/twitter-x).', { locale: 'de', page: '/de/blog/proxy-vpn-antidetect-browser', link: '/de/solutions/twitter-x', target: '/de' }, { file: GERMAN, line: 20 }),
};

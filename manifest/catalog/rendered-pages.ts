/** Codes of the checks of rendered pages (`cli/build/views/page-checks.ts`): links, hreflang, canonical, assets, titles. */
import { defineCode } from './define.ts';

/** Paths listed in a message before `…`. */
const LISTED_PATHS = 4;
/** Fields listed in a message before `and N more`. */
const LISTED_FIELDS = 4;

const percent = (share: number) => `${Math.round(share * 100)}%`;
/** The script a Chinese tag is written in: zh-TW, zh-HK and zh-Hant Traditional, the others Simplified. */
const script = (tag: string) => (/-(?:TW|HK|MO|Hant)\b/i.test(tag) ? 'Traditional' : 'Simplified');
/** `a`, `a and b`, `a, b and c`; past LISTED_FIELDS, `a, b, c, d and 3 more`. */
function listed(items: readonly string[]): string {
  if (items.length > LISTED_FIELDS) return `${items.slice(0, LISTED_FIELDS).join(', ')} and ${items.length - LISTED_FIELDS} more`;
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
const FIELD_NAMES = { title: 'title', description: 'meta description', h1: 'heading (h1)' } as const;

/** What TEXT_LANGUAGE_MISMATCH reports: the page, the language found, and the file whose text it is. */
export interface TextLanguageData {
  site: string;
  locale: string;
  tag: string;
  page: string;
  detected: string;
  share: number;
  sample?: string;
  /** The file the mismatched text comes from, and its front-matter fields or message keys when traced. */
  file: string;
  fields?: readonly string[];
  /** Further files the page's mismatched texts come from, beyond those reported on their own (a listing of many untranslated cards). */
  more?: readonly string[];
  /** `script`: Chinese in the other script; `scriptShare` is the share of one-script characters in the declared one. */
  case?: 'language' | 'script';
  scriptShare?: number;
  /** The locale whose tag is in the script found (tc for zh-TW), when the site has one. */
  otherLocale?: string;
}

export const RENDERED_PAGE_CODES = {
  TEXT_LANGUAGE_MISMATCH: defineCode('error', 'Text not in the page\'s language', {
    message: (d: TextLanguageData) =>
      d.case === 'script'
        ? `The ${d.locale} page ${d.page} on ${d.site} declares ${d.tag}, written in ${script(d.tag)} characters, but its text is written in ${script(d.detected)} characters: ${percent(1 - (d.scriptShare ?? 0))} of the characters that exist in one script only are ${script(d.detected)}${d.sample ? `, e.g. "${d.sample}"` : ''}.`
        : `The ${d.locale} page ${d.page} on ${d.site} declares ${d.tag}, but only ${percent(d.share)} of its text reads as ${d.tag}; the rest reads as ${d.detected}${d.fields?.length ? ` (the ${listed(d.fields)} of ${d.file})` : ''}${d.sample ? `, e.g. "${d.sample}"` : ''}.${d.more?.length ? ` Texts of ${d.more.length} more file${d.more.length === 1 ? '' : 's'} on it read as ${d.detected} too (${d.more.slice(0, 3).join(', ')}${d.more.length > 3 ? ', …' : ''}); each is reported on its own page.` : ''}`,
    hint: (d) =>
      d.case === 'script'
        ? `Convert the text of ${d.file} to ${script(d.tag)} characters (OpenCC, e.g. opencc-js Converter({ from: '${script(d.tag) === 'Simplified' ? 'tw' : 'cn'}', to: '${script(d.tag) === 'Simplified' ? 'cn' : 'tw'}' })) rather than translating it${d.otherLocale ? `; if it is meant for ${script(d.detected)} readers, it belongs to the ${d.otherLocale} locale (${d.detected})` : ''}.`
        : d.file.startsWith('content/messages/')
          ? `Translate it in the file named here (${d.file} holds the page's fixed texts); text that stays in another language on purpose goes inside an element with its own lang attribute. At least 80% must read as ${d.tag}.`
          : `Translate ${d.fields?.length ? `the ${listed(d.fields)} of ` : 'the text of '}${d.file} into ${d.tag}; text that stays in another language on purpose goes inside an element with its own lang attribute. At least 80% of the page must read as ${d.tag}.`,
    meaning: 'After rendering, the visible text of each page\'s main content is identified with a language-identification library (eld, which knows 60 languages), text inside an element with its own `lang` set aside, numbers, links, brand and rival names and very short labels ignored. A page whose own text is not at least 80% in the language it declares (`<html lang>`, hreflang, its sitemap) is mislabelled: a search engine sees a duplicate of another language. The diagnostic names the file the mismatched text comes from: the content file (and its front-matter fields) of an article shown as a card on a listing, the page\'s own content file, or the locale\'s message file; the same problem on several pages is reported once, listing the pages. Chinese pages are also checked for their script (Simplified on zh-CN, Traditional on zh-TW): text in the other script is reported as such, to be converted rather than translated.',
    fix: 'Translate the text in the named file (a Chinese text in the other script: convert it, e.g. with OpenCC). If the page cannot be translated yet, delete the copied text: the translations policy (manifest/site/translations.ts) then shows the source text under a notice, marked with its own language, or falls back to the locale home.',
  }).example('content/solutions/de/affiliate-marketing.md', 'title: "Browser Profiles for Affiliate Marketing"   # the English title, copied into the German file', { site: 'main', locale: 'de', tag: 'de-DE', page: '/de/solutions/affiliate-marketing', detected: 'en-US', share: 0.12, sample: 'Browser Profiles for Affiliate Marketing', file: 'content/solutions/de/affiliate-marketing.md', fields: ['title', 'headline'] }, { file: 'content/solutions/de/affiliate-marketing.md' }),
  TEXT_FIELD_LANGUAGE: defineCode('error', 'Title or heading in another language', {
    message: (d: { locale: string; tag: string; page: string; field: 'title' | 'description' | 'h1'; detected: string; text: string; file: string; path?: string }) =>
      `The ${FIELD_NAMES[d.field]} of the ${d.locale} page ${d.page} reads as ${d.detected}, not ${d.tag}: "${d.text}".`,
    hint: (d) => `Translate ${d.path ? `${d.path} in ` : 'it in '}${d.file} into ${d.tag}: search results, the browser tab and the top of the page show it first.`,
    meaning: 'The page\'s `<title>`, meta description and `<h1>` are what search engines and visitors see first, so each is judged on its own, whatever the share of the rest of the page: once cleaned of brand and rival names, numbers, URLs and `#tag` slugs, a text of 25 letters or more (a CJK character counts as 3) that eld reads reliably as another language, clearly above the declared one, is reported at the file and front-matter field (or message key) it comes from. Shorter texts are not judged (a title of two borrowed words reads as any language), nor are those of a page that shows another locale\'s copy under a translation notice. A page whose text as a whole already fails (`TEXT_LANGUAGE_MISMATCH`) for the same file is not reported again.',
    fix: 'Translate the field named in the message. A name that stays the same in every language (a product) belongs in the manifest\'s brand or alternatives, which the check ignores.',
  }).example('content/solutions/zh/amazon.md', 'title: "Browser Profiles for Amazon Sellers and Agencies"   # left in English in the Chinese file', { locale: 'zh', tag: 'zh-CN', page: '/solutions/amazon', field: 'title', detected: 'en-US', text: 'Browser Profiles for Amazon Sellers and Agencies', file: 'content/solutions/zh/amazon.md', path: 'title' }, { file: 'content/solutions/zh/amazon.md', path: 'title' }),
  TEXT_LANGUAGE_UNCHECKED: defineCode('warning', 'Locale language the check cannot identify', {
    message: (d: { locale: string; tag: string; name: string; languages: readonly string[] }) =>
      `The text of the ${d.locale} pages and of content/messages/${d.locale}.json is not checked for its language: ${d.tag} is ${d.name}, which the language identifier (eld) does not know.`,
    hint: (d) => `Have a speaker review the ${d.locale} text before publishing. The check judges these languages (primary subtag of the tag): ${d.languages.join(', ')}.`,
    meaning: 'The language checks (`TEXT_LANGUAGE_MISMATCH`, `TEXT_FIELD_LANGUAGE`, `MESSAGES_LANGUAGE`) identify text with eld, which knows 60 languages, and Khmer by its script. A locale whose tag is in another language (Indonesian `id-ID`, Swahili `sw-KE`) cannot be judged: its pages would pass whatever language they are in, so the check says so once per locale instead of passing them silently. A warning, not an error: nothing in the text can fix it, and `--max-warnings 0` makes shipping such a locale a decision. A tag with another code for a language eld knows (`fil` for Filipino, eld\'s `tl`; `nb` for Norwegian) is understood.',
    fix: 'Nothing in the text: review the locale by hand. If the tag is a typo (`it-IT` written `itl-IT`), correct it in the locale\'s entry of the manifest.',
  }).example('manifest/site/locales.ts', "  { code: 'id', tag: 'id-ID', name: 'Bahasa Indonesia', site: 'main' },", { locale: 'id', tag: 'id-ID', name: 'Indonesian', languages: ['am', 'ar', 'az', '…', 'zh'] }, { file: 'manifest/site/locales.ts', line: 37, path: 'locales[20].tag', locale: 'id' }),
  LINK_BROKEN: defineCode('error', 'Broken internal link', {
    message: (d: { locale: string; page: string; link: string; closest?: string }) => `The ${d.locale} page ${d.page} links to ${d.link}, which is neither a page nor a planned redirect.`,
    hint: (d) => (d.closest ? `The closest page is ${d.closest}.` : 'Link to an existing page.'),
    meaning: '`site check` renders every page in memory and resolves each internal link against the plan. This link answers neither with a page nor with a planned redirect: a visitor would get a 404. Links written in markdown are reported at their file and line, an absolute link to one of the site\'s own origins (`https://www.polyprofile.example/de/…`) too.',
    fix: 'Correct the link (the hint names the closest page), or add a redirect for the old URL in `manifest/site/redirects.ts`.',
  }).example('content/blog/en/automate-browser-profiles-with-local-api.md', 'See [the pricing](/pricng) for the plans that include the local API.', { locale: 'en', page: '/blog/automate-browser-profiles-with-local-api', link: '/pricng', closest: '/pricing' }, { file: 'content/blog/en/automate-browser-profiles-with-local-api.md', line: 31 }),
  HREFLANG_NOT_RECIPROCAL: defineCode('error', 'hreflang not reciprocal', {
    message: (d: { case: 'extra' | 'planned' | 'missing'; url: string; href: string; hreflang: string }) =>
      d.case === 'missing' ? `${d.url} does not list its alternate ${d.href} (${d.hreflang}).` : `${d.url} lists ${d.href} (${d.hreflang}) as an alternate, which does not list it back.`,
    hint: (d) =>
      d.case === 'extra'
        ? 'Alternates come from the plan; a page must render page.alternates unchanged.'
        : d.case === 'missing'
          ? 'Render every entry of page.alternates as <link rel="alternate" hreflang>.'
          : 'The plan links translations both ways; report this as a bug.',
    meaning: 'Search engines ignore hreflang links that are not returned: if page A lists page B as its translation, B must list A. The plan computes the sets both ways; a page (usually its template) rendered a different set.',
    fix: 'Render `page.alternates` as given by the plan; the layout does so unless a template writes its own alternate links.',
  }).example('templates/pages/pricing.tsx', '<link rel="alternate" hreflang="de-DE" href="https://www.polyprofile.example/de/preise" />', { case: 'extra', url: 'https://www.polyprofile.example/pricing', href: 'https://www.polyprofile.example/de/preise', hreflang: 'de-DE' }, { file: 'templates/pages/pricing.tsx' }),
  CANONICAL_COUNT: defineCode('error', 'Not exactly one canonical link', {
    message: (d: { url: string; canonicals: readonly string[] }) =>
      `${d.url} has ${d.canonicals.length} canonical links${d.canonicals.length === 1 ? ` (${d.canonicals[0]}, expected ${d.url})` : ''}.`,
    hint: () => 'The layout writes exactly one <link rel="canonical"> with the page URL.',
    meaning: 'Each page has exactly one `<link rel="canonical">`, pointing at its own canonical URL (D3). None, two, or a wrong one makes search engines pick the URL themselves.',
    fix: 'Remove the template\'s own canonical link; the layout writes the right one.',
  }).example('templates/pages/pricing.tsx', '<link rel="canonical" href="https://www.polyprofile.example/Pricing" />', { url: 'https://www.polyprofile.example/pricing', canonicals: ['https://www.polyprofile.example/pricing', 'https://www.polyprofile.example/Pricing'] }, { file: 'templates/pages/pricing.tsx' }),
  ASSET_MISSING: defineCode('error', 'Asset not produced', {
    message: (d: { url: string; asset: string }) => `${d.url} references ${d.asset}, which the build does not produce.`,
    hint: () => 'Reference assets by their hashed URL from the view model.',
    meaning: 'A rendered page references a file under `/assets/` that is not part of the build output, usually a hard-coded path where the hashed file name from the view model belongs. An image of a markdown body that `content/assets/` lacks is not reported here: it is `IMAGE_MISSING`, at its file and line.',
    fix: 'Take the asset URL from the view model (it carries the content hash), or add the file under `content/assets/`.',
  }).example('templates/pages/home.tsx', '<img src="/assets/widgets/hero.svg" alt="" />', { url: 'https://www.polyprofile.example/', asset: '/assets/widgets/hero.svg' }, { file: 'templates/pages/home.tsx' }),
  DUPLICATE_TITLE: defineCode('warning', 'Pages share a title', {
    message: (d: { locale: string; title: string; paths: readonly string[] }) =>
      `${d.paths.length} ${d.locale} pages share the title "${d.title}": ${d.paths.slice(0, LISTED_PATHS).join(', ')}${d.paths.length > LISTED_PATHS ? ', …' : ''}.`,
    hint: () => 'Give each page its own title (front matter title or copy).',
    meaning: 'Two or more pages of one locale (in its sitemap) have the same `<title>`, which search results and browser tabs cannot tell apart.',
    fix: 'Give each page its own title in its front matter or copy.',
  }).example('content/blog/en/local-api-basics.md', '---\ntitle: "Automating Browser Profiles with the Polyprofile Local API"\n---', { locale: 'en', title: 'Automating Browser Profiles with the Polyprofile Local API', paths: ['/blog/local-api-basics', '/blog/automate-browser-profiles-with-local-api'] }, { file: 'content/blog/en/local-api-basics.md' }),
};

/** Codes of the checks of rendered pages (`cli/build/views/page-checks.ts`): links, hreflang, canonical, assets, titles. */
import { defineCode } from './define.ts';

/** Paths listed in a message before `…`. */
const LISTED_PATHS = 4;

export const RENDERED_PAGE_CODES = {
  TEXT_LANGUAGE_MISMATCH: defineCode('error', 'Text not in the page\'s language', {
    message: (d: { site: string; locale: string; tag: string; page: string; detected: string; share: number; sample?: string }) =>
      `The ${d.locale} page ${d.page} on ${d.site} declares ${d.tag}, but only ${Math.round(d.share * 100)}% of its text reads as ${d.tag}; the rest reads as ${d.detected}${d.sample ? `, e.g. "${d.sample}"` : ''}.`,
    hint: (d) =>
      `Translate it in the file named here (content/messages/${d.locale}.json holds the page's fixed texts); text that stays in another language on purpose goes inside an element with its own lang attribute. At least 80% must read as ${d.tag}.`,
    meaning: 'After rendering, the visible text of each page\'s main content is identified with a language-identification library (eld), text inside an element with its own `lang` set aside, numbers, links, brand and rival names and very short labels ignored. A page whose own text is not at least 80% in the language it declares (`<html lang>`, hreflang, its sitemap) is mislabelled: a search engine sees a duplicate of another language. Chinese pages are also checked for their script (Simplified on zh-CN, Traditional on zh-TW).',
    fix: 'Translate the text in the named file. If the page cannot be translated yet, delete the copied text: the translations policy (manifest/site/translations.ts) then shows the source text under a notice, marked with its own language, or falls back to the locale home.',
  }).example('content/solutions/de/affiliate-marketing.md', 'title: "Browser Profiles for Affiliate Marketing"   # the English title, copied into the German file', { site: 'main', locale: 'de', tag: 'de-DE', page: '/de/solutions/affiliate-marketing', detected: 'en-US', share: 0.12, sample: 'Browser Profiles for Affiliate Marketing' }, { file: 'content/solutions/de/affiliate-marketing.md' }),
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

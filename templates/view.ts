/**
 * The view model: everything a template renders, computed by the build from the plan, the content
 * and the manifest. JSON-serialisable (it is hashed for the render cache and sent to render
 * workers); templates read only this and the locale's messages.
 */
import type { Navigation } from '../manifest/plan/types.ts';
import type { RuntimeConfig } from '../runtime/config.ts';

/** A heading of a markdown body, for a table of contents. */
export interface MarkdownHeading {
  depth: number;
  id: string;
  text: string;
}

/** A link or image of a markdown body, with its line (for `site check`). */
export interface MarkdownLink {
  href: string;
  /** 1-based line in the markdown body. */
  line?: number;
}

/** What rendering a markdown body found besides its HTML. */
export interface MarkdownMeta {
  headings: MarkdownHeading[];
  /** Internal links after localisation, and absolute http(s) links as written, for `site check`. */
  links: MarkdownLink[];
  /** Images that are not in content/assets. */
  missingImages: MarkdownLink[];
  /** Links and images removed for an unsafe scheme. */
  removed: MarkdownLink[];
  /** Raw HTML the sanitiser drops (`href` holds the start of the HTML); HTML comments are not listed. */
  rawHtml?: MarkdownLink[];
  /** Links and images with a relative path (`assets/x.svg`, `../img.png`), which break under locale prefixes. */
  relative?: (MarkdownLink & { image?: boolean })[];
}

/**
 * HTML of a markdown body in a view. The build's views carry only `body`, the key of the rendered
 * body; the renderer fills `html` from it before the templates run.
 */
export interface BodyView {
  body?: string;
  html: string;
}

export interface LinkView {
  href: string;
  label: string;
  external?: boolean;
}

/** One `<source>` of a `<picture>`: a modern format at every density. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** Each encoded file and the pixel density it is for (1, 2), densest last. */
  candidates: ImageCandidate[];
}

/** One file of an {@link ImageSource}: its URL and the pixel density it is for. */
export interface ImageCandidate {
  url: string;
  density: number;
}

/**
 * An image as templates show it. `width`/`height` are CSS pixels (a raster source is its largest
 * density); `sources`, when present, are the encoded formats a `<picture>` offers before `src`.
 */
export interface ImageView {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources?: ImageSource[];
}

export interface TaxonomyLink {
  slug: string;
  href: string;
  count: number;
  current: boolean;
}

/** An entry in a listing. */
export interface EntryCard {
  /** The language tag of its title and text when it is not the page's (an untranslated source-language entry). */
  lang?: string;
  title: string;
  description: string;
  date: string;
  href: string;
  category?: { slug: string; href?: string };
  tags: { slug: string; href?: string }[];
  cover?: ImageView;
}

/** A full entry (article, release, partner). */
export interface EntryView extends EntryCard, BodyView {
  headings: MarkdownHeading[];
  version?: string;
  website?: string;
  offer?: string;
}

/** Structured copy of a solution, feature, alternative or use case. */
export interface CopyView extends BodyView {
  title: string;
  description: string;
  headline: string;
  benefits: { title: string; text: string }[];
  comparison?: { topic: string; product: string; rival: string }[];
  summary?: string;
  /** The language tag of the copy when it is not the page's (no copy in this locale: the source locale's is shown under a notice). */
  lang?: string;
  /** The language tag of the body when only the body is not translated (shown under a notice). */
  bodyLang?: string;
}

export interface PlanView {
  id: string;
  profiles: number;
  members: number;
  /** Currency code → price. */
  prices: Record<string, number>;
  highlight: boolean;
}

export interface CurrencyView {
  code: string;
  symbol: string;
  position: 'prefix' | 'suffix';
  decimals: number;
  thousandsAsK: boolean;
}

/** Template-specific data, by kind. */
export type PageData =
  | { kind: 'home'; latest: EntryCard[]; solutions: LinkView[]; features: LinkView[]; alternatives: LinkView[]; useCases: LinkView[] }
  | { kind: 'listing'; collection: string; category?: string; tag?: string; entries: EntryCard[]; sourceEntries: EntryCard[]; categories: TaxonomyLink[]; tags: TaxonomyLink[]; indexHref: string }
  | { kind: 'entry'; collection: string; entry: EntryView; related: EntryCard[]; indexHref: string }
  | { kind: 'faq'; items: (BodyView & { id: string; question: string; category: string; lang?: string })[] }
  | { kind: 'copy'; items: 'solutions' | 'features' | 'alternatives' | 'useCases'; slug: string; rival?: string; copy: CopyView; related: LinkView[] }
  | { kind: 'landing'; sections: { slug: string; title: string; summary: string; href?: string; lang?: string }[] }
  | { kind: 'pricing'; currencies: CurrencyView[]; plans: PlanView[] }
  | { kind: 'icons'; icons: { id: string; viewBox: string; body: string }[] }
  | { kind: 'static' };

export interface LocaleView {
  code: string;
  tag: string;
  name: string;
  /** Home path on its site. */
  home: string;
}

export interface HeadView {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** hreflang → absolute URL, including `x-default` when the catch-all locale has the page. */
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'article';
  ogImage?: string;
  /** Error pages and `/_icons` are not indexed. */
  noindex: boolean;
}

/** One entry of the language switcher: the page in that locale, or that locale's home. */
export interface SwitcherEntry {
  code: string;
  name: string;
  tag: string;
  href: string;
  current: boolean;
}

/** One `<link rel="icon">`: a favicon file and what it is. */
export interface FaviconLink {
  href: string;
  type?: string;
  sizes?: string;
}

/**
 * What every page of one locale shares (menus, footer, routes, assets, the locale-wide part of the
 * runtime config): built, hashed and sent to the renderers once per locale, not once per page.
 */
export interface LocaleChrome {
  site: { id: string; origin: string };
  locale: LocaleView;
  brand: string;
  nav: Navigation;
  /** Route id → path of every parameterless route that is a page in this locale (`download` → `/de/download`). */
  routes: Record<string, string>;
  /** Footer columns: a message key for the title and the links that exist in this locale. */
  footer: { title: string; links: LinkView[] }[];
  /** Hashed URLs of the stylesheet, the core script, the icon sprite, and the favicon's `<link rel="icon">`s. */
  assets: { css: string; script: string; sprite: string; favicons: FaviconLink[] };
  /** External statistics scripts (D10) by position. */
  statistics: { head: string[]; body: string[] };
  /** The runtime config without its page fields. */
  runtimeConfig: RuntimeConfig;
}

/** What differs from page to page. */
export interface PagePart {
  template: string;
  /** Message namespace of the page's own copy (`about`: `about.title`, `about.lead`, `about.sections`). */
  copyKey?: string;
  layout: 'default' | 'custom' | 'sprite';
  path: string;
  url: string;
  head: HeadView;
  switcher: SwitcherEntry[];
  /** Register and login URLs with `from`, `rel` and `lang` (D10). */
  auth: { register: string; login: string };
  /** The page fields of the runtime config. */
  runtime: Pick<RuntimeConfig, 'page' | 'links'>;
  data: PageData;
}

/** Everything a template renders: the locale's chrome and the page's own part. */
export interface PageView extends LocaleChrome, Omit<PagePart, 'runtime'> {
  /** Content hash of the chrome: templates cache markup that depends only on it. */
  chromeKey: string;
}

/** Joins a locale's chrome and a page part into the view templates read. */
export function composeView(chrome: LocaleChrome, chromeKey: string, part: PagePart): PageView {
  const { runtime, ...page } = part;
  return { ...chrome, ...page, chromeKey, runtimeConfig: { ...chrome.runtimeConfig, ...runtime } };
}

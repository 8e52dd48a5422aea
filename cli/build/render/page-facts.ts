/** What the checks need from a rendered page, extracted once so the HTML can be dropped. */
export interface PageFacts {
  title: string;
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  /** Internal link targets: site paths (`/de/pricing?x=1`) or absolute URLs on the given origins. */
  links: string[];
  /** Referenced `/assets/…` files (src, href, srcset, the JSON config's image URLs). */
  assets: string[];
  /** What the language check found in the page's own text (`checkTextLanguage`). */
  language?: LanguageFacts;
}

/** The language check's verdict on a page, kept small for the facts cache. */
export interface LanguageFacts {
  ok: boolean;
  /** The language of the text that is not the declared one (the page's main language when it is not). */
  detected: string;
  share: number;
  sample?: string;
  /** A Chinese page in the other script: why it fails, and the share of its one-script characters in the declared one. */
  case?: 'script';
  scriptShare?: number;
  /** On a failing page: its own texts (segments, cleaned) that read as another language, at most {@link MAX_TRACED_TEXTS}, for the checks to name the files they come from. */
  texts?: string[];
  /** Its `<title>`, meta description and `<h1>`, judged on their own, that read as another language (`checkFieldLanguage`). */
  fields?: { field: 'title' | 'description' | 'h1'; text: string; detected: string }[];
}

/** Mismatched texts a failing page keeps for tracing: enough to find every file a page shows (a listing's cards). */
export const MAX_TRACED_TEXTS = 40;

const decode = (value: string) => (!value.includes('&') ? value : value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));

/** Extracts title, canonical and alternate links, internal `<a href>` targets and asset references. */
export function extractFacts(html: string, origins: readonly string[]): PageFacts {
  const facts: PageFacts = { title: '', canonicals: [], alternates: [], links: [], assets: [] };
  facts.title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    const rel = /\brel="([^"]*)"/.exec(attrs)?.[1];
    const href = decode(/\bhref="([^"]*)"/.exec(attrs)?.[1] ?? '');
    if (rel === 'canonical') facts.canonicals.push(href);
    if (rel === 'alternate') facts.alternates.push({ hreflang: /\bhrefLang="([^"]*)"|\bhreflang="([^"]*)"/i.exec(attrs)?.slice(1).find(Boolean) ?? '', href });
    if (href.startsWith('/assets/')) facts.assets.push(href);
  }
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    const href = decode(match[1] ?? '');
    if (href.startsWith('#') || href === '') continue;
    if (href.startsWith('/') && !href.startsWith('//')) {
      if (!href.startsWith('/assets/')) links.add(href.split('#')[0] as string);
    } else if (origins.some((origin) => href === origin || href.startsWith(`${origin}/`))) {
      links.add(href.split('#')[0] as string);
    }
  }
  facts.links = [...links];
  const assets = new Set(facts.assets);
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(decode(match[1] ?? ''));
  for (const match of html.matchAll(/\bsrcset="([^"]*)"/gi)) for (const candidate of decode(match[1] ?? '').split(',')) assets.add(candidate.trim().split(/\s+/)[0] ?? '');
  for (const match of html.matchAll(/"(\/assets\/[^"\\\s]+)"/g)) assets.add(match[1] ?? '');
  facts.assets = [...assets];
  return facts;
}

/**
 * The same facts with each link, asset, canonical, alternate and language-check text replaced by the first equal
 * string `table` saw. A structured clone from a worker makes new strings for every page, and most
 * are shared: a locale's menu and footer links on each of its pages, each alternate on every page
 * of its hreflang group. At 20 × 250 the build held ~55 MiB of such copies until its checks ran.
 */
export function internFacts(facts: PageFacts, table: Map<string, string>): PageFacts {
  const intern = (value: string) => {
    const kept = table.get(value);
    if (kept !== undefined) return kept;
    table.set(value, value);
    return value;
  };
  return {
    ...facts,
    canonicals: facts.canonicals.map(intern),
    alternates: facts.alternates.map((alternate) => ({ hreflang: intern(alternate.hreflang), href: intern(alternate.href) })),
    links: facts.links.map(intern),
    assets: facts.assets.map(intern),
    // A failing page's texts are mostly cards and shared blocks, the same on every listing of its locale.
    ...(facts.language ? { language: { ...facts.language, ...(facts.language.texts ? { texts: facts.language.texts.map(intern) } : {}), ...(facts.language.fields ? { fields: facts.language.fields.map((field) => ({ ...field, text: intern(field.text) })) } : {}) } } : {}),
  };
}

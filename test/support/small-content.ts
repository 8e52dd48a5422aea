/**
 * Content files of the small test site, written from a few fields. Strings are written as JSON
 * strings, which YAML reads as double-quoted scalars, so any generated text is safe.
 */

/** Front matter and body of a blog article. */
export interface ArticleSpec {
  title: string;
  description: string;
  date: string;
  category: string;
  tags: string[];
  cover?: string;
  draft?: boolean;
  body: string;
}

/** Front matter and body of a FAQ entry. */
export interface FaqSpec {
  title: string;
  description: string;
  date: string;
  category: string;
  order: number;
  body: string;
}

/** Front matter and body of a feature, solution or alternative page's copy. */
export interface CopySpec {
  title: string;
  description: string;
  headline: string;
  benefits: string[];
  /** Alternatives only: rows of the comparison table. */
  comparison?: string[];
  body: string;
}

const q = (text: string) => JSON.stringify(text);

/** A blog article file. */
export function articleFile(spec: ArticleSpec): string {
  const lines = ['---', `title: ${q(spec.title)}`, `description: ${q(spec.description)}`, `date: '${spec.date}'`, `category: ${spec.category}`, 'tags:', ...spec.tags.map((tag) => `  - ${tag}`)];
  if (spec.cover) lines.push('cover:', `  src: ${spec.cover}`, `  alt: ${q('Cover image')}`);
  if (spec.draft) lines.push('draft: true');
  return [...lines, '---', '', spec.body, ''].join('\n');
}

/** A FAQ entry file. */
export function faqFile(spec: FaqSpec): string {
  return ['---', `title: ${q(spec.title)}`, `description: ${q(spec.description)}`, `date: '${spec.date}'`, `category: ${spec.category}`, `order: ${spec.order}`, '---', '', spec.body, ''].join('\n');
}

/** A structured-copy file (feature, solution, alternative). */
export function copyFile(spec: CopySpec): string {
  const lines = ['---', `title: ${q(spec.title)}`, `description: ${q(spec.description)}`, `headline: ${q(spec.headline)}`, 'benefits:'];
  for (const [i, text] of spec.benefits.entries()) lines.push(`  - title: ${q(`Benefit ${i + 1}`)}`, `    text: ${q(text)}`);
  if (spec.comparison) {
    lines.push('comparison:');
    for (const topic of spec.comparison) lines.push(`  - topic: ${q(topic)}`, `    product: ${q('Yes')}`, `    rival: ${q('No')}`);
  }
  return [...lines, '---', '', spec.body, ''].join('\n');
}

/** A markdown body with a heading, a link to another page of the locale and, optionally, an image. */
export function markdownBody(text: string, image?: string): string {
  return [`## ${text.split(' ').slice(0, 3).join(' ') || 'Overview'}`, '', `${text} See [the plans](/pricing).`, ...(image ? ['', `![Illustration](${image})`] : [])].join('\n');
}

/** The content of the small site when it is created: path → text. */
export function initialContent(): Record<string, string> {
  const article = (title: string, category: string, tags: string[], cover?: string): string =>
    articleFile({ title, description: `${title}: what to know.`, date: '2025-03-14', category, tags, ...(cover ? { cover } : {}), body: markdownBody(`${title} explained in a few lines.`, '/assets/blog/profiles-grid.svg') });
  const copy = (title: string, comparison?: boolean): string =>
    copyFile({ title, description: `${title} in short.`, headline: `${title} for teams`, benefits: ['Fast', 'Safe', 'Shared'], ...(comparison ? { comparison: ['Price', 'Profiles', 'Teams', 'API'] } : {}), body: markdownBody(`Why ${title} matters.`) });
  return {
    'content/blog/en/alpha.md': article('Alpha article', 'multi-accounting', ['proxies', 'automation'], '/assets/blog/agency-ad-account.svg'),
    'content/blog/en/beta.md': article('Beta article', 'privacy-security', ['fingerprints']),
    'content/blog/de/alpha.md': article('Alpha Artikel', 'multi-accounting', ['proxies']),
    'content/blog/zh/alpha.md': article('Alpha 文章', 'multi-accounting', ['automation']),
    'content/faq/en/free-plan.md': faqFile({ title: 'Is there a free plan?', description: 'Yes.', date: '2025-01-02', category: 'billing', order: 1, body: markdownBody('Two profiles are free.') }),
    'content/faq/de/free-plan.md': faqFile({ title: 'Gibt es einen Gratisplan?', description: 'Ja.', date: '2025-01-02', category: 'billing', order: 1, body: markdownBody('Zwei Profile sind gratis.') }),
    'content/features/en/rpa.md': copy('RPA'),
    'content/features/en/synchronizer.md': copy('Synchronizer'),
    'content/features/de/rpa.md': copy('RPA auf Deutsch'),
    'content/solutions/en/telegram.md': copy('Telegram'),
    'content/alternatives/en/gologin-alternative.md': copy('GoLogin alternative', true),
  };
}

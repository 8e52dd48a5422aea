import { z } from 'zod';
import { HttpsUrl, Slug } from '../schema/common.ts';

/** `'yyyy-mm-dd'` (spec 5). An unquoted YAML date is accepted and read back in that form. */
export const DateString = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'must be a date written yyyy-mm-dd' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-mm-dd')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, 'is not a real calendar date'),
);

const Cover = z.strictObject({
  /** Image path under content/assets, e.g. `/assets/blog/x.svg`. */
  src: z.string().regex(/^\/assets\/[\w./-]+$/, 'must be a path under /assets/'),
  /** Alternative text. */
  alt: z.string().min(1),
});

const base = {
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
  /** Links translations across locales; default `<collection>:<slug>` (same slug = same article). */
  translationKey: z.string().min(1).optional(),
  draft: z.boolean().default(false),
};

/** Blog, news, guide and help articles. */
export const ArticleFrontMatter = z.strictObject({
  ...base,
  date: DateString,
  category: Slug,
  tags: z.array(Slug).min(1).max(4),
  cover: Cover.optional(),
});

export const ReleaseFrontMatter = z.strictObject({
  ...base,
  date: DateString,
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a version like 6.2.0'),
});

export const FaqFrontMatter = z.strictObject({
  ...base,
  date: DateString,
  category: Slug,
  order: z.number().int(),
});

export const PartnerFrontMatter = z.strictObject({
  ...base,
  date: DateString,
  category: Slug,
  website: HttpsUrl,
  offer: z.string().optional(),
  cover: Cover.optional(),
});

const Benefit = z.strictObject({ title: z.string().min(1), text: z.string().min(1) });

const copyBase = { ...base, headline: z.string().min(1) };

/** Solutions and features. */
export const CopyFrontMatter = z.strictObject({ ...copyBase, benefits: z.array(Benefit).min(3).max(4) });

export const AlternativeFrontMatter = CopyFrontMatter.extend({
  comparison: z.array(z.strictObject({ topic: z.string().min(1), product: z.string().min(1), rival: z.string().min(1) })).min(4).max(8),
});

export const UseCaseFrontMatter = z.strictObject({ ...copyBase, summary: z.string().min(1) });

/** Every collection folder under content/ and the schema of its front matter. */
export const CONTENT_SCHEMAS = {
  blog: ArticleFrontMatter,
  news: ArticleFrontMatter,
  guide: ArticleFrontMatter,
  helps: ArticleFrontMatter,
  release: ReleaseFrontMatter,
  faq: FaqFrontMatter,
  partners: PartnerFrontMatter,
  solutions: CopyFrontMatter,
  features: CopyFrontMatter,
  alternatives: AlternativeFrontMatter,
  'use-cases': UseCaseFrontMatter,
} as const;

export type ContentCollection = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_COLLECTIONS = Object.keys(CONTENT_SCHEMAS) as ContentCollection[];

/** Structured copy: one file per manifest item (the plan's item lists). */
export const COPY_COLLECTIONS = { solutions: 'solutions', features: 'features', alternatives: 'alternatives', 'use-cases': 'useCases' } as const;

export type FrontMatter = z.output<(typeof CONTENT_SCHEMAS)[ContentCollection]>;

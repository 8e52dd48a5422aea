import { z } from 'zod';

/** A URL-safe slug: lowercase letters, digits and hyphens (`octo-browser`). */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug: lowercase letters, digits and single hyphens, e.g. "octo-browser"');

/** A locale's URL code (`en`, `vn`, `fil`): 2–3 lowercase letters. */
export const LocaleCode = z.string().regex(/^[a-z]{2,3}$/, 'must be a 2–3 letter lowercase URL code, e.g. "de"');

/**
 * Which locales something is available in. `'all'` (every locale), a list of URL codes
 * (`['zh', 'tc']`), or every locale but some (`{ except: ['zh', 'tc'] }`).
 */
export const LanguageSelector = z.union([
  z.literal('all'),
  z.array(LocaleCode),
  z.strictObject({
    /** URL codes of the locales it is NOT available in. */
    except: z.array(LocaleCode),
  }),
]);
export type LanguageSelector = z.output<typeof LanguageSelector>;

/** An absolute `https://` URL. */
export const HttpsUrl = z.url({ protocol: /^https$/, error: 'must be an absolute https:// URL' });

/** An https origin without a path: `https://www.polyprofile.example`. */
export const Origin = HttpsUrl.refine((value) => new URL(value).origin === value, {
  message: 'must be an origin without a path or trailing slash, e.g. "https://www.polyprofile.example"',
});

/** A site-relative path in bare form (no locale prefix), starting with `/`. */
export const BarePath = z
  .string()
  .regex(/^\/[^\s?#]*$/, 'must be a path starting with "/" without spaces, query or fragment');

/** The HTTP status of a redirect: 301 (permanent) or 302 (temporary). */
export const RedirectStatus = z.union([z.literal(301), z.literal(302)]);
export type RedirectStatus = z.output<typeof RedirectStatus>;

/**
 * One case of a discriminated union: a strict object whose `key` is the literal `value`, then the
 * fields of `shape` (with their own JSDoc, which editors show). `variant('type', 'locales', { … })`.
 */
export function variant<K extends string, V extends string, S extends z.ZodRawShape>(key: K, value: V, shape: S) {
  return z.strictObject({ [key]: z.literal(value), ...shape } as { [P in K]: z.ZodLiteral<V> } & S);
}

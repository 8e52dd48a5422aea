import { z } from 'zod';
import { LocaleCode, Origin, Slug } from './common.ts';

/** One deployable root and its domain (D2): `dist/<id>/` is uploaded to `origin`. */
export const Site = z.strictObject({
  /** Stable id used by `--site` and as the output folder `dist/<id>/`. */
  id: Slug,
  /** Public origin of the site, e.g. `https://www.polyprofile.example`. Placeholder domains live in `manifest/site/domains.ts`. */
  origin: Origin,
  /** Which API and web-app pair its pages call (spec 7): `primary` for the main domain, `secondary` for the other known domains. */
  api: z.enum(['primary', 'secondary']),
});
export type Site = z.output<typeof Site>;

/** One language of the site (spec 2.1, D1). */
export const Locale = z.strictObject({
  /** URL code, used in paths (`/de/pricing`) and in `content/<collection>/<code>/`. */
  code: LocaleCode,
  /** BCP-47 tag for `<html lang>`, hreflang and sitemap names (`de-DE`). URL code and tag differ: `vn` is `vi-VN`. */
  tag: z.string(),
  /** The language's own name, shown in the language switcher (`Deutsch`). */
  name: z.string().min(1),
  /** Id of the site (domain) that serves this locale; one of `sites[].id`. */
  site: z.string(),
  /** `true`: pages live at bare paths on its site (`/pricing`); at most one bare locale per site. Default `false`: prefixed (`/de/pricing`). */
  bare: z.boolean().default(false),
  /** The catch-all locale: the hreflang `x-default` and the root where the visitor's language is detected. Exactly one locale has it. Default `false`. */
  catchAll: z.boolean().default(false),
});
export type Locale = z.output<typeof Locale>;

import type { Rule } from '../../../manifest/plan/types.ts';
import type { Normalize } from '../../../manifest/schema/index.ts';

/** The binding the entry reads the data from (`declare const SITE` in `entry.ts`). */
export const WORKER_DATA_NAME = 'SITE';

/** A rule the worker answers itself, in the plan's own shape (`ruleMatches`, `ruleTarget` read it). */
export type WorkerRule = Pick<Rule, 'id' | 'match' | 'status' | 'to' | 'query'>;

/** The locale-site rule of the site's own bare locale (`/en` on main, a `segment` match). */
export type WorkerAlias = Pick<Rule, 'id' | 'match' | 'status'>;

/**
 * Everything `_worker.js` knows about its site: JSON data, printed by `cloudflare-worker.ts` in
 * front of the compiled code as `const SITE = {…};`. The code is the same for every site.
 */
export interface WorkerData {
  site: string;
  normalize: Normalize;
  /** Prefixed locale homes of this site (`/de`): with a query they take the `/de/?…` form. */
  homes: string[];
  /** Prefixed homes of every plan site by origin (a Location to `https://main/vn` with a query gets `/vn/?…`). */
  homesByOrigin: Record<string, string[]>;
  /** Locale prefix → 404 page path. */
  notFound: Record<string, string>;
  /** Own-locale prefixes (`/en` on main): `/en/x` answers like `/x`, composed into one hop. */
  aliases: WorkerAlias[];
  /** The rules `_redirects` cannot express, in resolve() order; the asset layer answers the rest. */
  rules: WorkerRule[];
  /** Files that exist only for the host (`/404` from `404.html`): never served as pages. */
  hidden: string[];
  /** Security headers, added to the worker's own responses. */
  headers: [name: string, value: string][];
  /** Cache-Control of responses that carry none. */
  revalidate: string;
}

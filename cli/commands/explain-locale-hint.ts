import type { SitePlan } from '../../manifest/plan/types.ts';
import type { CliIO } from '../io.ts';
import { localePathHint } from './locale-hint.ts';

/**
 * `site explain /ja/pricing`: a request that finds no page and starts with something like a locale
 * that is none gets a hint on stderr (stdout, and its JSON, stay as they are): "did you mean jp".
 */
export function writeLocaleHint(plan: SitePlan, result: { site: string; request: string; status: number }, io: CliIO): void {
  if (result.status !== 404) return;
  // Every locale: a locale of another site is reached through its prefix too (`/zh/pricing` on main goes to the zh site).
  const hint = localePathHint(result.request, plan.locales);
  if (hint) io.stderr.write(`site explain: "${hint.segment}" is not a locale code. Did you mean "${hint.code}" (${hint.path})?\n`);
}

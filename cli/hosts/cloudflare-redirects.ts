import { BUDGET_LIMITS } from './capabilities.ts';
import { formatHostMatch, type HostRule, overlaps, redirectsTarget } from './host-rules.ts';

/** Why a rule cannot be a `_redirects` line on Cloudflare Pages. */
export type WorkerReason = 'colon-path' | 'query' | 'unsafe' | 'budget' | 'order';

/** The split of a site's rules between `_redirects` and `_worker.js`. */
export interface CloudflareSplit {
  /** Exact rules: the static table, checked before every dynamic rule. */
  statics: HostRule[];
  /** Prefix rules, in resolve() order. */
  dynamics: HostRule[];
  /** Rules the worker answers before asking `_redirects`, in resolve() order, with the reason. */
  worker: { rule: HostRule; reason: WorkerReason }[];
}

const limit = (name: string): number => BUDGET_LIMITS.cloudflare.find((budget) => budget.name === name)?.limit ?? 0;
const STATIC_LIMIT = limit('_redirects static rules');
export const DYNAMIC_LIMIT = limit('_redirects dynamic rules');
export const LINE_LIMIT = limit('_redirects line length');

/** `:name` is a placeholder anywhere in a Cloudflare source; `*` a splat. */
const PLACEHOLDER = /:[A-Za-z]|\*/;
/** What Cloudflare reads as one token and normalises unchanged: no whitespace, no `%`, no `#`. */
const PLAIN = /^[^\s%#]+$/;

/** The `_redirects` line of a rule (source, destination, status). */
function cloudflareLine(rule: HostRule): string {
  return `${formatHostMatch(rule.match)} ${redirectsTarget(rule)} ${rule.status}`;
}

function workerReason(rule: HostRule): WorkerReason | undefined {
  const source = rule.match.type === 'exact' ? rule.match.path : rule.match.prefix;
  const target = rule.to.type === 'fixed' ? rule.to.url : rule.to.base;
  if (PLACEHOLDER.test(source) || PLACEHOLDER.test(target)) return 'colon-path';
  if (!PLAIN.test(source) || !PLAIN.test(target.replace(/\?.*$/, '')) || /^http:/.test(target)) return 'unsafe';
  if (cloudflareLine(rule).length > LINE_LIMIT) return 'unsafe';
  // Cloudflare forwards the request query unless the destination has its own.
  if (rule.query === 'drop' && !rule.targetQuery) return 'query';
  return undefined;
}

/**
 * Splits the rules: what `_redirects` cannot express goes to the worker, which answers before the
 * asset layer. A rule the worker takes pulls along every earlier `_redirects` rule that overlaps it,
 * so the first match stays the first match. Static (exact) rules are hoisted above the dynamic ones,
 * which keeps the winner because no earlier prefix rule covers a live exact rule (`hostRules` drops
 * those). Rules beyond the 2,000 static / 100 dynamic budget go to the worker as well.
 */
export function splitCloudflareRules(rules: readonly HostRule[]): CloudflareSplit {
  const reasons = new Map<HostRule, WorkerReason>();
  for (const rule of rules) {
    const reason = workerReason(rule);
    if (reason) reasons.set(rule, reason);
  }
  const close = () => {
    for (let changed = true; changed; ) {
      changed = false;
      rules.forEach((rule, index) => {
        if (reasons.has(rule)) return;
        const later = rules.slice(index + 1).find((candidate) => reasons.has(candidate) && overlaps(candidate.match, rule.match));
        if (later) {
          reasons.set(rule, 'order');
          changed = true;
        }
      });
    }
  };
  close();
  for (const [type, budget] of [['prefix', DYNAMIC_LIMIT], ['exact', STATIC_LIMIT]] as const) {
    for (;;) {
      const kept = rules.filter((rule) => rule.match.type === type && !reasons.has(rule));
      if (kept.length <= budget) break;
      for (const rule of kept.slice(budget)) reasons.set(rule, 'budget');
      close();
    }
  }
  const kept = rules.filter((rule) => !reasons.has(rule));
  return {
    statics: kept.filter((rule) => rule.match.type === 'exact'),
    dynamics: kept.filter((rule) => rule.match.type === 'prefix'),
    worker: rules.filter((rule) => reasons.has(rule)).map((rule) => ({ rule, reason: reasons.get(rule) ?? 'unsafe' })),
  };
}

/** `_redirects` text: the static table first, then the dynamic rules in order. */
export function printCloudflareRedirects(split: CloudflareSplit, header: string): string {
  const lines = [
    `# ${header}`,
    `# Static rules (${split.statics.length}/${STATIC_LIMIT}): checked before every dynamic rule.`,
    ...split.statics.map(cloudflareLine),
    '',
    `# Dynamic rules (${split.dynamics.length}/${DYNAMIC_LIMIT}), in order.`,
    ...split.dynamics.map(cloudflareLine),
  ];
  return `${lines.join('\n')}\n`;
}

/** Request patterns of worker rules, for the report. */
export function workerRequests(split: CloudflareSplit, reason: WorkerReason): { request: string; rules: string[] } {
  const entries = split.worker.filter((entry) => entry.reason === reason);
  return { request: entries.map((entry) => formatHostMatch(entry.rule.match)).join(', '), rules: entries.map((entry) => entry.rule.rule.id) };
}

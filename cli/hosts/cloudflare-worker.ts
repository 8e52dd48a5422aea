import type { HostRule } from './host-rules.ts';
import { WORKER_DATA_NAME, type WorkerData, type WorkerRule } from './worker/data.ts';

/**
 * The complete `_worker.js`: a generated-file banner, the site's data as `const SITE = {…};`, and
 * the compiled worker (`bundle-worker.ts`), which is the same for every site and reads `SITE`.
 */
export function printWorker(data: WorkerData, code: string, banner: readonly string[]): string {
  return `${banner.map((line) => `// ${line}`).join('\n')}\nconst ${WORKER_DATA_NAME} = ${JSON.stringify(data, null, 2)};\n\n${code}`;
}

/** A host rule in the plan's shape, for `ruleMatches` and `ruleTarget` in the worker. */
export function workerRule(rule: HostRule): WorkerRule {
  const to: WorkerRule['to'] = rule.to.type === 'splat' ? { type: 'splat', base: rule.to.base } : /^https?:/.test(rule.to.url) ? { type: 'url', url: rule.to.url } : { type: 'path', path: rule.to.url };
  return { id: rule.rule.id, match: rule.match, status: rule.status, to, query: rule.query };
}

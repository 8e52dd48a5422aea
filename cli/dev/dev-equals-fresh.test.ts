/**
 * `site dev` keeps the plan, the inputs and what it derived from them between builds and reuses
 * them when a change cannot have touched them (a body edit keeps the plan; the same plan keeps its
 * sitemaps, host files and check context). Differential property: after every random edit (of the
 * kinds of `test/support/site-edits.ts`, template edits aside: a fresh session in this process
 * renders with the templates it was compiled with; and the tool's version aside: `site dev` runs
 * the code it started with and does not watch package.json, so after an upgrade it is restarted,
 * as the README says), the session's tree, result and diagnostics are
 * those of a new session started on the same files with a fresh cache. The clock is pinned.
 * `SITE_DEV_DIFF_EDITS` runs more edits (30 by default); `SITE_DIFF_SEED` replays a failure. A
 * fixed sequence covers what random edits reach rarely: a broken link added by a body edit (the
 * plan is kept, the page's checks must run again) and a draft flag (the plan must not be kept).
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkFiles } from '../build/inputs/walk-files.ts';
import { applyEdit, type SiteEdit, siteEditArbitrary } from '../../test/support/site-edits.ts';
import { smallProject } from '../../test/support/small-project.ts';
import { changeKindOf, WATCHED_DIRS } from './change-kinds.ts';
import { devOriginsFor } from './dev-origins.ts';
import { type DevBuild, DevSession } from './dev-session.ts';

const EDITS = Number(process.env.SITE_DEV_DIFF_EDITS ?? 30);
const PER_SEQUENCE = 10;
const NOW = new Date('2026-01-02T03:04:05Z');
const EDITABLE = ['content', 'manifest/site'];

let project: { root: string; cleanup(): Promise<void> };
let sessions = 0;
let edits = 0;

beforeAll(async () => {
  project = await smallProject();
  for (const dir of EDITABLE) await cp(join(project.root, dir), join(project.root, '.pristine', dir), { recursive: true, preserveTimestamps: true });
});
afterAll(async () => {
  await project?.cleanup();
});

/** A session over the small project with a cache of its own. */
function session(): DevSession {
  const cacheDir = join(project.root, '.dev-caches', String(++sessions));
  return new DevSession({ root: project.root, origins: devOriginsFor(['main', 'zh', 'ru'], 4321), cacheDir, imageCacheDir: join(project.root, '.image-cache'), workers: 0, now: () => NOW });
}

/** Every file the watcher would report, repository-relative. */
const watched = () => walkFiles(project.root, WATCHED_DIRS, (path) => Boolean(changeKindOf(path)));

/** The first difference between two sessions' last builds: result, diagnostics, then the trees. */
function difference(a: { build: DevBuild; session: DevSession }, b: { build: DevBuild; session: DevSession }): string | undefined {
  if (a.build.ok !== b.build.ok) return `the kept session's build ${a.build.ok ? 'succeeded' : 'failed'}, the fresh one's ${b.build.ok ? 'succeeded' : 'failed'}`;
  const canonical = (build: DevBuild) => build.diagnostics.map((d) => JSON.stringify(d)).sort();
  const [da, db] = [canonical(a.build), canonical(b.build)];
  const extra = da.find((d) => !db.includes(d));
  const missing = db.find((d) => !da.includes(d));
  if (extra || missing) return `the diagnostics differ:\n  only kept:  ${extra ?? '-'}\n  only fresh: ${missing ?? '-'}`;
  if (!a.build.ok) return undefined;
  const [ta, tb] = [a.session.tree.current?.files ?? new Map(), b.session.tree.current?.files ?? new Map()];
  for (const [path, file] of tb) if (ta.get(path)?.hash !== file.hash) return `${path}: ${ta.has(path) ? 'differs' : 'missing in the kept session'}`;
  for (const path of ta.keys()) if (!tb.has(path)) return `${path}: only in the kept session`;
  return undefined;
}

async function reset(): Promise<void> {
  for (const dir of EDITABLE) {
    await rm(join(project.root, dir), { recursive: true, force: true });
    await cp(join(project.root, '.pristine', dir), join(project.root, dir), { recursive: true, preserveTimestamps: true });
  }
  await rm(join(project.root, '.dev-caches'), { recursive: true, force: true });
}

/** One change to the project's files, by name (for the failure message). */
interface Step {
  name: string;
  apply(): Promise<unknown>;
}

/** Starts a session, then per step applies it, updates the session and compares it with a fresh one. */
async function runSteps(steps: readonly Step[]): Promise<void> {
  await reset();
  const kept = session();
  let paths = new Set(watched());
  /** The kept session's last build (an update that finds no file changed builds nothing and reports nothing). */
  let last = await kept.start();
  try {
    for (const [i, step] of steps.entries()) {
      await step.apply();
      edits++;
      for (const path of watched()) paths.add(path);
      const build = await kept.update(paths);
      if (build.files.length) last = build;
      paths = new Set(watched());
      const fresh = session();
      try {
        const found = difference({ build: last, session: kept }, { build: await fresh.start(), session: fresh });
        if (found) throw new Error(`after step ${i + 1} (${step.name}), the kept session differs from a fresh one: ${found}\nsteps so far: ${steps.slice(0, i + 1).map((s) => s.name).join('; ')}`);
      } finally {
        await fresh.close();
      }
    }
  } finally {
    await kept.close();
  }
}

const ALPHA = 'content/blog/en/alpha.md';
/** A step that rewrites the English alpha article. */
const alpha = (name: string, change: (text: string) => string): Step => ({
  name,
  apply: async () => writeFile(join(project.root, ALPHA), change(await readFile(join(project.root, ALPHA), 'utf8'))),
});

describe('a site dev session equals a fresh session on the same files', () => {
  it(`after ${EDITS} random edits (templates and the tool's version aside)`, { timeout: Math.max(180_000, EDITS * 6_000) }, async () => {
    const seed = process.env.SITE_DIFF_SEED ? Number(process.env.SITE_DIFF_SEED) : undefined;
    const edit = siteEditArbitrary.filter((candidate) => candidate.kind !== 'template' && candidate.kind !== 'version');
    const run = (sequence: SiteEdit[]) => runSteps(sequence.map((one) => ({ name: JSON.stringify(one), apply: () => applyEdit(project.root, one) })));
    await fc.assert(fc.asyncProperty(fc.array(edit, { minLength: PER_SEQUENCE, maxLength: PER_SEQUENCE }), run), {
      numRuns: Math.ceil(EDITS / PER_SEQUENCE),
      endOnFailure: true,
      ...(seed === undefined ? {} : { seed }),
    });
    expect(edits).toBeGreaterThanOrEqual(EDITS);
  });

  it('after body edits that keep the plan (a broken link, then fixed) and a title edit that does not', { timeout: 120_000 }, async () => {
    await runSteps([
      alpha('a body line', (text) => `${text}\nA line added in dev.\n`),
      alpha('a broken link in the body (LINK_BROKEN: the page checks run again on the same plan)', (text) => `${text}\nRead [the missing page](/no-such-page).\n`),
      alpha('the link fixed', (text) => text.replace('/no-such-page', '/pricing')),
      alpha('a body line that reads like a field', (text) => `${text}\ncategory: not a field\n`),
      alpha('the title (listings, hreflang and the plan change)', (text) => text.replace('Alpha article', 'Alpha article, renamed')),
      alpha('a body line after the title edit', (text) => `${text}\nOne more line.\n`),
      alpha('a draft (the page leaves the plan)', (text) => text.replace(/^title: .*$/m, '$&\ndraft: true')),
      alpha('published again', (text) => text.replace('\ndraft: true', '')),
    ]);
  });
});

/**
 * Golden files: the host configuration of every target and site for the shipped manifest,
 * compared byte for byte. After an intended change, regenerate with `UPDATE_GOLDEN=1 npx vitest run
 * test/hosts/golden.test.ts` and review the diff.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerCodeFor } from '../../cli/hosts/bundle-worker.ts';
import { HOST_TARGETS, printHost } from '../../cli/hosts/index.ts';
import type { HostOutput } from '../../cli/hosts/types.ts';
import { listTree } from '../support/compare-trees.ts';
import { ROOT, shippedPlan } from './site-under-test.ts';

const GOLDEN = join(ROOT, 'test', 'hosts', 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** The golden files of one output: host files as they are (static's many small pages in one bundle), plus the report. */
function goldenFiles(target: string, output: HostOutput): Map<string, string> {
  const files = new Map<string, string>();
  if (target === 'static') {
    files.set('meta-refresh-pages.txt', output.files.map((file) => `==> ${file.path} <==\n${file.contents}`).join('\n'));
  } else {
    for (const file of output.files) files.set(file.path, file.contents);
  }
  files.set('report.json', `${JSON.stringify({ pageCopies: output.pageCopies, report: output.report }, null, 2)}\n`);
  return files;
}

describe('golden host files of the shipped manifest', () => {
  for (const target of HOST_TARGETS) {
    for (const site of ['main', 'zh', 'ru']) {
      it(`${target} / ${site}`, async () => {
        const plan = await shippedPlan();
        const files = goldenFiles(target, printHost(target, plan, site, { workerCode: await workerCodeFor(target, ROOT) }));
        const dir = join(GOLDEN, target, site);
        if (UPDATE) {
          await rm(dir, { recursive: true, force: true });
          for (const [path, contents] of files) {
            await mkdir(dirname(join(dir, path)), { recursive: true });
            await writeFile(join(dir, path), contents);
          }
        }
        expect(await listTree(dir).catch(() => []), `files under ${relative(ROOT, dir)} (UPDATE_GOLDEN=1 to regenerate)`).toEqual([...files.keys()].sort());
        for (const [path, contents] of files) {
          const golden = await readFile(join(dir, path), 'utf8');
          expect(contents === golden, `${relative(ROOT, join(dir, path))} differs from the printed file (UPDATE_GOLDEN=1 to regenerate)`).toBe(true);
        }
      });
    }
  }
});

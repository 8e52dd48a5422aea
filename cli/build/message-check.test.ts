/**
 * The message files' language check is kept between builds (`MessageLanguageCache`, in the build
 * cache): the same files give the kept diagnostics without running the check again; any change
 * the check can see (a value, a line, the tool's version) runs it again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { loadShipped, ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { messageFilesOf } from './inputs/messages.ts';
import { readTemplateSources } from './inputs/read-inputs.ts';
import { type MessageLanguageCache, messageDiagnostics } from './message-check.ts';

const LEAD = /("lead": )"Magbayad lang para sa mga profile[^"]+"/;
const ENGLISH = '$1"Pay for the profiles and seats you use. Start free and upgrade any time."';

let plan: SitePlan;
let templates: Map<string, string>;
const shipped = (code: string) => readFileSync(join(ROOT, 'content', 'messages', `${code}.json`), 'utf8');

beforeAll(async () => {
  ({ plan } = await loadShipped());
  templates = await readTemplateSources(ROOT);
});

/** The shipped message files, with fil.json's text replaced by `fil`. */
function files(fil: string) {
  return messageFilesOf(plan.locales.map((locale) => [locale.code, Buffer.from(locale.code === 'fil' ? fil : shipped(locale.code))] as const));
}

/** A cache that counts how often the check ran (each run puts its result). */
function countingCache(code: string, kept = new Map<string, Diagnostic[]>()): MessageLanguageCache & { runs: number } {
  return {
    code,
    runs: 0,
    get: (key) => kept.get(key),
    put(key, diagnostics) {
      this.runs++;
      kept.set(key, diagnostics);
    },
  };
}

const untranslated = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code === 'MESSAGE_UNTRANSLATED').map((d) => `${d.file}:${d.line}`);

describe('the message language check, kept between builds', () => {
  it('gives what the check gives; the same files do not run it again', async () => {
    const broken = shipped('fil').replace(LEAD, ENGLISH);
    const fresh = await messageDiagnostics(ROOT, files(broken), templates, plan);
    expect(untranslated(fresh)).toHaveLength(1);
    const cache = countingCache('v1');
    expect(await messageDiagnostics(ROOT, files(broken), templates, plan, cache)).toEqual(fresh);
    expect(cache.runs).toBe(1);
    expect(await messageDiagnostics(ROOT, files(broken), templates, plan, cache)).toEqual(fresh);
    expect(cache.runs, 'the same files: the kept result').toBe(1);
  });

  it('runs again when a value, a line or the tool changes, and the result follows', async () => {
    const kept = new Map<string, Diagnostic[]>();
    const cache = countingCache('v1', kept);
    const broken = shipped('fil').replace(LEAD, ENGLISH);
    const [at] = untranslated(await messageDiagnostics(ROOT, files(broken), templates, plan, cache));
    expect(at).toMatch(/^content\/messages\/fil\.json:\d+$/);
    expect(untranslated(await messageDiagnostics(ROOT, files(shipped('fil')), templates, plan, cache)), 'the value translated again').toEqual([]);
    expect(cache.runs).toBe(2);
    // One line more at the top of the file: the same mistake, one line lower.
    const [lower] = untranslated(await messageDiagnostics(ROOT, files(broken.replace('{', '{\n')), templates, plan, cache));
    expect(cache.runs).toBe(3);
    expect(Number(lower?.split(':')[1])).toBe(Number(at?.split(':')[1]) + 1);
    // Another version of the tool: its check may say something else.
    const upgraded = countingCache('v2', kept);
    await messageDiagnostics(ROOT, files(broken), templates, plan, upgraded);
    expect(upgraded.runs).toBe(1);
  });
});

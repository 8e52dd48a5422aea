/**
 * The W3C Nu HTML checker (vnu.jar from the `vnu-jar` package, run by Java) over every HTML file of
 * the static target of the global setup's build: every page of every site and locale, the 404
 * copies and the meta-refresh stubs, in one run. Errors and warnings fail; informational notes
 * ("trailing slash on void elements", React's `<meta … />`) do not (test/a11y/README.md).
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { isCI } from '../e2e/browser.ts';
import { javaMissing, runVnu, summarize } from './vnu.ts';

const skip = javaMissing !== null && !isCI;
if (skip) console.warn(`vnu skipped: ${javaMissing}`);

describe.skipIf(skip)('W3C Nu HTML checker', () => {
  it('reports no error and no warning on any HTML file of the built site', async () => {
    if (javaMissing) throw new Error(javaMissing);
    const dir = join(inject('builtSite').dir, 'static');
    const report = await runVnu(dir);
    expect(report.files, 'HTML files checked').toBeGreaterThan(2000);
    expect(summarize(report.messages.filter((message) => message.type === 'error' || message.subType === 'warning'))).toEqual([]);
  }, 300_000);
});

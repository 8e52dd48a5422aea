/** `site check --explain [CODE]`: one code's page, the list of codes, and an unknown code. */
import { describe, expect, it } from 'vitest';
import { CATALOG, DIAGNOSTIC_CODES } from '../../manifest/catalog/index.ts';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { runCli } from '../program.ts';

/** Runs `site check --explain …` in process on a manifest that does not even parse: --explain checks nothing. */
async function explain(...args: string[]) {
  const io = captureIO();
  const code = await runCli(['check', '--explain', ...args], io, { load: { manifestInput: 42, entries: [] } });
  return { code, out: io.out(), err: io.err() };
}

describe('site check --explain CODE', () => {
  it('prints the title, severity, meaning, example and fix of a code, exit 0', async () => {
    const { code, out, err } = await explain('UNKNOWN_LOCALE');
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^UNKNOWN_LOCALE: Unknown locale \(error\)\n\nWhat it means\n {2}A locale code is written somewhere/);
    expect(out).toContain('\nExample\n  In manifest/site/alternatives.ts:\n\n');
    expect(out).toContain("languages: { except: ['zh', 'tc', 'ja'] }");
    // What site check prints for the example: the code's own message and hint, with the location.
    expect(out).toContain('  site check prints:\n\n    manifest/site/alternatives.ts:12  alternatives[4].languages.except[2]\n');
    expect(out).toContain('      error UNKNOWN_LOCALE  Unknown locale "ja" in the languages of alternative "octo-browser".\n');
    expect(out).toContain('      hint: Did you mean "jp"? Known locales: en, zh, ru,');
    expect(out).toMatch(/\nHow to fix it\n {2}Write the URL code the hint suggests/);
  });

  it('accepts the code in lower case or with hyphens', async () => {
    const { code, out } = await explain('host-line-too-long');
    expect(code).toBe(0);
    expect(out).toMatch(/^HOST_LINE_TOO_LONG: Host file line too long \(error\)/);
    expect(out).toContain('      hint: Declare fewer third-party origins');
  });

  it('has a page for every code, with its example as site check prints it', async () => {
    for (const name of DIAGNOSTIC_CODES) {
      const { code, out } = await explain(name);
      expect(code, name).toBe(0);
      const { title, severity } = CATALOG[name];
      expect(out, name).toContain(`${name}: ${title} (${severity})\n`);
      expect(out, name).toMatch(new RegExp(`\\n {6}${severity} ${name} {2}\\S`));
      expect(out, name).toMatch(severity === 'error' ? /✖ 1 error, 0 warnings/ : /✔ 0 errors, 1 warning/);
    }
  });

  it('exits 2 on an unknown code, with a guess and every code', async () => {
    const { code, out, err } = await explain('UNKNOWN_LOCAL');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^site check --explain: there is no code "UNKNOWN_LOCAL"\. Did you mean "UNKNOWN_LOCALE"\?\nKnown codes: MANIFEST_LOAD, SCHEMA_INVALID, /);
    for (const name of DIAGNOSTIC_CODES) expect(err).toContain(name);
  });

  it('guesses nothing when no code is close', async () => {
    const { code, err } = await explain('EVERYTHING_IS_FINE');
    expect(code).toBe(2);
    expect(err).not.toContain('Did you mean');
    expect(err).toContain('Known codes: ');
  });
});

describe('site check --explain', () => {
  it('lists every code with its severity and title by area, exit 0', async () => {
    const { code, out, err } = await explain();
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^Diagnostic codes; site check --explain CODE prints what one means, an example and the fix\.\n\nManifest shape\n/);
    expect(out).toMatch(/\nBuild and host files\n(?: {2}.+\n)*? {2}HOST_UNSAFE_PATH +error +Path the host would misread\n/);
    for (const [name, entry] of Object.entries(CATALOG)) expect(out).toMatch(new RegExp(`^ {2}${name} +${entry.severity} +${entry.title}$`, 'm'));
  });
});

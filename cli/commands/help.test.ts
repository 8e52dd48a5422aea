/** `site --help`, version and usage errors: exit codes and what the output names. */
import { describe, expect, it } from 'vitest';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { STACK_FRAME } from '../../test/manifest/fixtures/io.ts';

describe('site --help', () => {
  it('lists every command with its description, exit 0', async () => {
    const result = await site(['--help']);
    expect(result.code).toBe(0);
    expect(result.err).toBe('');
    expect(result.out).toMatch(/^Usage: site \[options\] \[command\]/);
    expect(result.out).toMatch(/^ {2}check \[options\] +Validate the manifest and content/m);
    expect(result.out).toMatch(/^ {2}routes \[options\] +List every URL of every site and locale/m);
    expect(result.out).toMatch(/^ {2}explain \[options\] <url> +Show how a request is answered/m);
    expect(result.out).toMatch(/^ {2}new \[options\] <kind> <slug> +Add an alternative, solution, feature or/m);
    expect(result.out).toMatch(/^ {2}--root <dir> +project folder holding manifest\/ and content\/;/m);
  });

  it('lists the flags of every command with their types and defaults', async () => {
    const { out } = await site(['--help']);
    const section = (command: string) => out.split(`\nsite ${command}:\n`)[1]?.split('\n\n')[0] ?? '';
    expect(section('check')).toMatch(/--format <format> +output: text \(people\), json \(machines\), github \(Actions annotations\) \(choices: "text", "json", "github", default: "text"\)/);
    expect(section('check')).toMatch(/--explain \[code\] +print what a diagnostic code means, an example and the fix, without checking anything; with no code, list every code \(default: check\)/);
    expect(section('routes')).toMatch(/--site <site> +only this site \(string; default: all sites\)/);
    expect(section('routes')).toMatch(/--locale <code> +only this locale URL code \(string; default: all locales\)/);
    expect(section('routes')).toMatch(/--format <format> +output: table, json, csv or md \(choices: "table", "json", "csv", "md", default: "table"\)/);
    expect(section('explain')).toMatch(/--site <site> +site the path is requested on \(string\) \(default: "main"\)/);
    expect(section('explain')).toMatch(/--follow +follow redirects .* \(default: off\)/);
    expect(section('explain')).toMatch(/--format <format> +output: text or json \(choices: "text", "json", default: "text"\)/);
    expect(section('new')).toMatch(/--locales <codes> +locale URL codes it is available in, comma-separated \(list; default: every locale, or every solutions landing for a use case\)/);
    for (const command of ['check', 'build', 'serve', 'dev', 'new']) expect(section(command)).toMatch(/-q, --quiet +print errors only/);
    expect(out).not.toMatch(/site \w+:\n {2}-h, --help/);
  });

  it('shows one command\'s usage with site <command> --help', async () => {
    const result = await site(['routes', '--help']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Usage: site routes \[options\]/);
    expect(result.out).toContain('--locale <code>');
    const explain = await site(['help', 'explain']);
    expect(explain.out).toMatch(/^Usage: site explain \[options\] <url>/);
    expect(explain.out).toMatch(/Arguments:\n {2}url +a path with optional query/);
  });

  it('site help <unknown> names the unknown command and the closest one, exit 2 (it printed the whole help without a word)', async () => {
    const result = await site(['help', 'chek']);
    expect(result.code).toBe(2);
    expect(result.err).toContain("error: unknown command 'chek'");
    expect(result.err).toContain('(Did you mean check?)');
    expect(result.out).not.toContain('Usage: site [options]');
  });

  it('prints the version', async () => {
    const result = await site(['--version']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('usage errors exit 2 with a helpful line and no stack trace', () => {
  it('rejects an unknown command', async () => {
    const result = await site(['rotues']);
    expect(result.code).toBe(2);
    expect(result.err).toContain("error: unknown command 'rotues'");
    expect(result.err).toContain('(Did you mean routes?)');
    expect(result.err).not.toMatch(STACK_FRAME);
  });

  it('rejects a format that is not one of the choices, naming them', async () => {
    const result = await site(['routes', '--format', 'xml']);
    expect(result.code).toBe(2);
    expect(result.err).toContain("error: option '--format <format>' argument 'xml' is invalid. Allowed choices are table, json, csv, md.");
    expect(result.err).toContain('(run site --help for usage)');
  });

  it('rejects an unknown flag and a missing argument', async () => {
    const unknown = await site(['check', '--strict']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("error: unknown option '--strict'");
    const missing = await site(['explain']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("error: missing required argument 'url'");
  });
});

/**
 * The documented GitHub Actions workflow (issue 13.6) stays runnable: it parses as YAML, and every
 * `site` command it runs exists and takes the flags and values it passes (checked with the CLI's own
 * commander parser, so a renamed flag or a removed choice fails here first).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../cli/program.ts';
import { captureIO } from '../manifest/fixtures/io.ts';
import { ROOT } from '../manifest/fixtures/shipped.ts';

const FILE = join(ROOT, 'examples', 'github-actions', 'site.yml');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  env: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}

/** The workflow as YAML data (gray-matter's YAML parser: the one the project already ships). */
async function workflow(): Promise<Workflow> {
  const text = await readFile(FILE, 'utf8');
  return matter(`---\n${text}\n---\n`).data as Workflow;
}

/** Every `node bin/site.mjs …` command of the workflow's run steps, as argv. */
function siteCommands(steps: readonly Step[]): string[][] {
  const runs = steps.flatMap((step) => (step.run ?? '').replace(/\\\n/g, ' ').split('\n'));
  return runs.filter((line) => line.includes('bin/site.mjs')).map((line) => line.trim().replace(/^.*?node bin\/site\.mjs\s+/, '').split(/\s+/).filter(Boolean));
}

/** Parses argv with the real program, without running the command: its flags, values and choices only. */
function parse(argv: string[]): { ok: true } | { ok: false; error: string } {
  const io = captureIO({ cwd: ROOT });
  const { program } = createProgram(io);
  const command = program.commands.find((candidate) => candidate.name() === argv[0]);
  if (!command) return { ok: false, error: `no command ${argv[0]}` };
  try {
    const { operands, unknown } = command.parseOptions(argv.slice(1));
    if (unknown.length) return { ok: false, error: `unknown ${unknown.join(' ')}` };
    if (operands.length > command.registeredArguments.length) return { ok: false, error: `extra ${operands.join(' ')}` };
    return { ok: true };
  } catch (error) {
    return { ok: false, error: `${(error as Error).message} ${io.err()}` };
  }
}

describe('examples/github-actions/site.yml', () => {
  it('parses as a workflow with a check, the cache, the --since check, the build and the upload', async () => {
    const data = await workflow();
    const steps = data.jobs.site?.steps ?? [];
    expect(Object.keys(data.on)).toEqual(['push', 'pull_request']);
    expect(data.env.SITE_CACHE_DIR).toBe('${{ github.workspace }}/.site-cache');
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('.site-cache');
    expect(steps.findIndex((step) => step.run === 'npm ci')).toBeLessThan(steps.indexOf(cache as Step));
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ name: 'site-dist', path: 'dist/' });
    const commands = siteCommands(steps).map((argv) => argv.slice(0, 3).join(' '));
    expect(commands).toEqual(['check --format github', 'check --skip-render --format', 'build --target all']);
  });

  it('runs only site commands and flags that exist, with values they accept', async () => {
    const commands = siteCommands((await workflow()).jobs.site?.steps ?? []);
    expect(commands.length).toBe(3);
    for (const argv of commands) expect(parse(argv), argv.join(' ')).toEqual({ ok: true });
    expect(commands.some((argv) => argv.includes('--since'))).toBe(true);
  });

  it('the parser check can fail: a flag or a choice that does not exist is caught', () => {
    expect(parse(['check', '--format', 'github', '--sincе', 'x'])).toMatchObject({ ok: false });
    expect(parse(['build', '--target', 'vercel'])).toMatchObject({ ok: false });
    expect(parse(['deploy'])).toEqual({ ok: false, error: 'no command deploy' });
  });
});

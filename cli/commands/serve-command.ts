import { InvalidArgumentError, Option } from 'commander';
import { ENGINES, type Engine } from '../serve/engine-types.ts';
import type { RegisterCommand } from './context.ts';

const port = (value: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new InvalidArgumentError('a port number from 0 to 65535');
  return parsed;
};

export const registerServe: RegisterCommand = (program, { io, planned, setExitCode }) => {
  program
    .command('serve')
    .description('Serve one site on 127.0.0.1 exactly as a host answers it: resolve() itself, or the real nginx, Cloudflare Pages (wrangler) or Netlify engine over the built output. Ctrl-C stops it and everything it started.')
    .option('--site <site>', 'site to serve (string)', 'main')
    .option('--port <port>', 'port on 127.0.0.1 (number; default: a free port)', port, 0)
    .addOption(new Option('--engine <engine>', 'what answers: reference (resolve()), nginx, cloudflare (wrangler pages dev) or netlify (its matcher)').choices([...ENGINES]).default('reference'))
    .option('--dir <path>', "site root to serve (path; default: dist/<site>, the engine's target output)")
    .action(async (opts: { site: string; port: number; engine: Engine; dir?: string }) => {
      const [{ runServe }, plan] = await Promise.all([import('../serve/serve.ts'), planned('serve')]);
      if (plan) setExitCode(await runServe(plan, opts, io));
    });
};

import { join } from 'node:path';
import { Option } from 'commander';
import { ENGINES, type Engine } from '../serve/engine-types.ts';
import { cacheDirOf, homeOf } from '../io.ts';
import type { RegisterCommand } from './context.ts';
import { helpExample, parsePort, quietIO } from './options.ts';

export const registerServe: RegisterCommand = (program, context) => {
  const { plannedProject, setExitCode } = context;
  program
    .command('serve')
    .description('Serve one site on 127.0.0.1 exactly as a host answers it: resolve() itself, or the real nginx, Cloudflare Pages (wrangler) or Netlify engine. Builds the engine\'s target first (incrementally). Ctrl-C stops it and everything it started.')
    .option('--site <site>', 'site to serve (string)', 'main')
    .option('--port <port>', 'port on 127.0.0.1 (number; default: a free port)', parsePort, 0)
    .addOption(new Option('--engine <engine>', 'what answers: reference (resolve()), nginx, cloudflare (wrangler pages dev) or netlify (its matcher)').choices([...ENGINES]).default('reference'))
    .option('--dir <path>', 'serve this already built site root instead of building (path)')
    .option('--mock-api', 'point every third party (API, analytics, one-tap) at a stand-in on 127.0.0.1 (default: off)')
    .option('-q, --quiet', 'print errors only, not the building line or the address (default: off)')
    .addHelpText('after', helpExample('site serve --site zh --engine nginx --port 8080'))
    .action(async (opts: { site: string; port: number; engine: Engine; dir?: string; mockApi?: boolean; quiet?: boolean }) => {
      const io = quietIO(context.io, opts.quiet);
      const { realPath, refuseUnsafeFolders } = await import('../output-folders.ts');
      const { ENGINE_TARGET } = await import('../serve/engines.ts');
      const outputOf = (target: string) => join(io.cwd, 'node_modules', '.cache', 'site', 'serve', opts.mockApi ? `${target}-mock` : target);
      if (opts.dir) opts.dir = realPath(opts.dir, io.cwd, homeOf(io));
      const folder = opts.dir ? { use: 'served' as const, what: '--dir', path: opts.dir } : { use: 'output' as const, what: 'the preview output folder', path: outputOf(ENGINE_TARGET[opts.engine] ?? 'static') };
      // --dir is only read (the engines keep their state in temporary folders); the preview output
      // is written and replaced, so it is also kept apart from the cache.
      const cache = { use: 'cache' as const, what: io.env.SITE_CACHE_DIR ? 'SITE_CACHE_DIR' : 'the cache folder', path: cacheDirOf(io) };
      const refused = refuseUnsafeFolders('serve', [folder, cache], io);
      if (refused) return setExitCode(refused);
      const [{ runServe }, { buildTarget }, { formatDiagnosticsText }, { startMockApi }, project] = await Promise.all([
        import('../serve/serve.ts'),
        import('./build.ts'),
        import('../report/diagnostics.ts'),
        import('../serve/mock-api.ts'),
        plannedProject('serve'),
      ]);
      if (!project?.plan) return;
      const mock = opts.mockApi ? await startMockApi() : undefined;
      const { withStandIn } = await import('../build/views/stand-in.ts');
      try {
        const plan = mock ? withStandIn(project.plan, { origin: mock.origin }) : project.plan;
        const code = await runServe(plan, opts, io, {
          ensureBuilt: async ({ site, target, dir }) => {
            if (opts.dir) return dir;
            const outDir = outputOf(target);
            io.stdout.write(`site serve: building ${target} output…\n`);
            const outcome = await buildTarget(project, target, outDir, io, mock ? { standIn: { origin: mock.origin } } : {});
            if (outcome.ok) return join(outDir, site);
            io.stderr.write(formatDiagnosticsText(outcome.diagnostics.filter((d) => d.severity === 'error'), { ...io, stdout: io.stderr }));
            return undefined;
          },
        });
        setExitCode(code);
      } finally {
        await mock?.stop();
      }
    });
};

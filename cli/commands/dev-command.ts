import { join } from 'node:path';
import { Option } from 'commander';
import { ENGINES, type Engine } from '../serve/engine-types.ts';
import type { RegisterCommand } from './context.ts';
import { helpExample, parsePort, quietIO } from './options.ts';

export const registerDev: RegisterCommand = (program, context) => {
  const { setExitCode } = context;
  program
    .command('dev')
    .description('Build every site into memory and serve them on 127.0.0.1 (one port each), rebuild what an edit touches and reload the open pages; errors show in the terminal and over the page. Ctrl-C stops it.')
    .option('--port <port>', 'first port: main on it, zh and ru on the next two (number; 0 = any free ports)', parsePort, 4321)
    .option('--open', 'open the main site in the default browser (default: off)')
    .addOption(new Option('--engine <engine>', 'what answers: reference (resolve() over the in-memory build), or the real nginx, cloudflare (wrangler pages dev) or netlify engine over the build written to node_modules/.cache (restarted after each rebuild)').choices([...ENGINES]).default('reference'))
    .option('-q, --quiet', 'print errors only, not the addresses or the rebuild lines (default: off)')
    .addHelpText('after', helpExample('site dev --port 4321 --open'))
    .action(async (opts: { port: number; open?: boolean; engine: Engine; quiet?: boolean }) => {
      const io = quietIO(context.io, opts.quiet);
      const [{ runDev }, { buildSettingsOf, cacheDirOf }, { refuseUnsafeFolders }] = await Promise.all([import('../dev/run-dev.ts'), import('../io.ts'), import('../output-folders.ts')]);
      // The dev cache is a folder of its own beside the build cache (which every command checks
      // before its action): it is written and pruned, and with a real engine holds the trees the
      // engines serve (`engine/`), so it gets the same check.
      const cacheDir = `${cacheDirOf(io)}-dev`;
      const refused = refuseUnsafeFolders('dev', [{ use: 'cache', what: 'the dev cache folder', path: cacheDir }], io);
      if (refused) return setExitCode(refused);
      const { workerFile, encoderFile, timing, warnOnly } = buildSettingsOf(io);
      setExitCode(
        await runDev(io, { port: opts.port, engine: opts.engine, ...(opts.open ? { open: true } : {}) }, {
          cacheDir,
          contentCache: join(cacheDirOf(io), 'content.jsonl'),
          ...(workerFile ? { workerFile } : {}),
          ...(encoderFile ? { encoderFile } : {}),
          ...(timing ? { timing } : {}),
          ...(warnOnly ? { warnOnly } : {}),
        }),
      );
    });
};

import { Option } from 'commander';
import { HOST_TARGETS } from '../hosts/types.ts';
import type { RegisterCommand } from './context.ts';
import { parseNginxListen, parseNginxRoot } from './deploy-options.ts';
import { helpExample, parseCount, parseLimit } from './options.ts';

export const registerBuild: RegisterCommand = (program, { io, load, fromDisk, setExitCode }) => {
  program
    .command('build')
    .description('Render every page of the plan for every site and locale into dist/<site>/, with sitemaps, build meta, the runtime bundle and the host files of the target. Atomic: a failed build keeps the previous dist/.')
    .addOption(new Option('--target <target>', 'host files to write: nginx, netlify, cloudflare, static, or all (each into dist/<target>/<site>/)').choices([...HOST_TARGETS, 'all']).default('static'))
    .addOption(new Option('--format <format>', 'summary: text (people) or json (CI)').choices(['text', 'json']).default('text'))
    .option('--out <dir>', 'output folder, replaced whole: new, empty, or built by site before (string; default: dist)')
    .option('--workers <n>', 'render threads (number; default: 2, 0 = in process)', parseCount)
    .option('--max-warnings <n>', 'fail (exit 1) when there are more warnings than this (number; default: no limit)', parseLimit)
    .option('-q, --quiet', 'print errors only: no progress, summaries or warnings (default: off)')
    .option('--nginx-root <dir>', 'nginx target: root of each server block, {site} = site id (path; default: /var/www/{site})', parseNginxRoot)
    .option('--nginx-listen <listen>', 'nginx target: a listen line of each server block, repeatable (string; default: 80)', parseNginxListen)
    .addHelpText('after', helpExample('site build --target netlify --out dist'))
    .action(async (opts: { target: (typeof HOST_TARGETS)[number] | 'all'; format: 'text' | 'json'; out?: string; workers?: number; maxWarnings?: number; quiet?: boolean; nginxRoot?: string; nginxListen?: string[] }) => {
      const [{ runBuild, buildFolderRequests }, { refuseUnsafeFolders }] = await Promise.all([import('./build.ts'), import('../output-folders.ts')]);
      const refused = refuseUnsafeFolders('build', buildFolderRequests(opts, io), io);
      if (refused) return setExitCode(refused);
      // From disk, the build first compares its input files with the last build's (and loads nothing when equal).
      setExitCode(await runBuild({ load, fromDisk: fromDisk === true }, opts, io));
    });
};

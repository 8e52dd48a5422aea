import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runCli } from './program.ts';

/** The nearest folder at or above `start` that holds a site manifest. */
function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'manifest', 'site', 'index.ts'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

// `site routes | head` closes the pipe early: that is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

/** Entry point of the `site` binary (bundled by bin/site.mjs). */
const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.env.SITE_ROOT ?? findRoot(process.cwd()),
  workingDir: process.cwd(),
  env: process.env,
});
process.exitCode = code;

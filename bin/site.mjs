#!/usr/bin/env node
// Launcher for the `site` CLI. The CLI is TypeScript; this compiles it with esbuild into
// node_modules/.cache/site/cli/<compile>/ (code-split, its pure-JS dependencies bundled in) and runs
// it. It recompiles only when a source file or the installed dependencies (npm's records of them)
// are newer than the last compile, so `site --help` stays fast.
//
// Each compile has a folder of its own, named by what it was compiled from, and the last KEEP
// compiles are kept: a running `site dev` or `site serve` imports chunks and starts worker threads
// from its own compile long after it started, so a recompile must neither overwrite nor delete
// them. Older compile folders are deleted, so the cache does not grow with every edit of the CLI.
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React and friends pick their production builds from NODE_ENV (the development ones are ~5x slower).
process.env.NODE_ENV ??= 'production';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// SITE_CLI_BUILD_DIR moves the compiled CLI elsewhere: worktrees that share one node_modules would
// otherwise compile over each other's CLI. Packages are resolved from it, so a node_modules must be
// reachable from that folder (as it is from the default one).
const outdir = process.env.SITE_CLI_BUILD_DIR ? resolve(process.env.SITE_CLI_BUILD_DIR) : join(root, 'node_modules', '.cache', 'site', 'cli');
const stampFile = join(outdir, 'stamp.json');
// How many compiles are kept: the current one and the two before it.
const KEEP = 3;
// The compile folders' names: the only entries of outdir this launcher ever deletes.
const COMPILE_DIR = /^c-[0-9a-f]{12}$/;
// The tool's code folders and the files that record its dependencies and TypeScript settings: the
// lists its cache keys hash too (cli/build/inputs/code-version.ts). The dependencies are compiled
// in, so an install or update (which rewrites npm's records) recompiles.
const { codeDirs: SOURCE_DIRS, dependencyFiles: DEPENDENCY_FILES } = JSON.parse(readFileSync(join(root, 'cli', 'build', 'inputs', 'tool-files.json'), 'utf8'));
const ENTRIES = ['cli/main.ts', 'cli/build/render/render-worker.ts', 'cli/build/inputs/encode-child.ts'];
// Dependencies loaded from node_modules rather than bundled: native code (sharp, and rolldown, whose
// parser locates manifest diagnostics), a service binary (esbuild), and a package that starts a file
// of its own by path (tinypool's worker entry). The rest
// (React, the unified chain, zod, eld, parse5, i18next, chokidar…) is bundled: a few dozen chunks
// instead of ~700 files to resolve and link, ~0.07 s of a one-article rebuild (README, Benchmarks).
const EXTERNAL = ['esbuild', 'sharp', 'tinypool', 'rolldown'];
// Bundled CommonJS dependencies require Node's built-in modules: give the ES chunks a `require`.
const BANNER = "import { createRequire as __siteCreateRequire } from 'node:module'; const require = __siteCreateRequire(import.meta.url);";

// eld's n-gram database is a ~1 MB object literal. V8 parses a JSON string and `JSON.parse`s it
// about three times faster than it compiles and evaluates the same literal (the V8 team's advice for
// large data, "The cost of JavaScript in 2019"): ~90 ms less for each process and render worker that
// loads the language check (README, Benchmarks). The data is checked to round-trip through JSON;
// a module that does not is bundled as it is.
const JSON_DATA_MODULES = /[\\/]node_modules[\\/]eld[\\/]src[\\/]ngrams[\\/][^\\/]+\.js$/;
const jsonData = {
  name: 'json-data',
  setup(build) {
    build.onLoad({ filter: JSON_DATA_MODULES }, async (args) => {
      const module = await import(pathToFileURL(args.path).href);
      const lines = [];
      for (const [name, value] of Object.entries(module)) {
        const json = JSON.stringify(value);
        if (name === 'default' || json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) return undefined;
        lines.push(`export const ${name} = JSON.parse(${JSON.stringify(json)});`);
      }
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

function newestSource() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of SOURCE_DIRS) {
    try {
      walk(join(root, dir));
    } catch {
      // a missing folder has no sources
    }
  }
  for (const file of DEPENDENCY_FILES) {
    try {
      newest = Math.max(newest, statSync(join(root, file)).mtimeMs);
    } catch {
      // a project without it
    }
  }
  return newest;
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Deletes the compile folders that are not among the recent ones (and the layout before them). */
function prune(stamp, recent) {
  // Launchers before compile folders wrote cli/ and chunks/ straight into outdir; a stamp without
  // `recent` proves outdir held that layout (a folder someone else named is never touched).
  const legacy = stamp && !Array.isArray(stamp.recent) ? ['cli', 'chunks'] : [];
  let entries = [];
  try {
    entries = readdirSync(outdir);
  } catch {
    return;
  }
  for (const name of entries) {
    if ((COMPILE_DIR.test(name) && !recent.includes(name)) || legacy.includes(name)) rmSync(join(outdir, name), { recursive: true, force: true });
  }
}

const newest = newestSource();
const stamp = readStamp();
let current = typeof stamp?.current === 'string' && COMPILE_DIR.test(stamp.current) ? stamp.current : undefined;
// A compile folder deleted by hand is compiled again.
if (!current || stamp.newest !== newest || stamp.node !== process.version || !existsSync(join(outdir, current, 'cli', 'main.js'))) {
  current = `c-${createHash('sha256').update(`${newest}\0${process.version}`).digest('hex').slice(0, 12)}`;
  const target = join(outdir, current);
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: ENTRIES.map((entry) => join(root, entry)),
      outdir: target,
      outbase: root,
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: EXTERNAL,
      banner: { js: BANNER },
      jsx: 'automatic',
      sourcemap: 'linked',
      logLevel: 'silent',
      chunkNames: 'chunks/[name]-[hash]',
      plugins: [jsonData],
    });
  } catch (error) {
    for (const e of error.errors ?? []) {
      const where = e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ` : '';
      process.stderr.write(`site: cannot compile the CLI: ${where}${e.text}\n`);
    }
    if (!error.errors) process.stderr.write(`site: cannot compile the CLI: ${error.message}\n`);
    process.exit(2);
  }
  const before = Array.isArray(stamp?.recent) ? stamp.recent.filter((name) => typeof name === 'string' && COMPILE_DIR.test(name) && name !== current) : [];
  const recent = [...before, current].slice(-KEEP);
  // Written aside and renamed: a launcher starting meanwhile reads the old stamp or the new one.
  const partial = `${stampFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ newest, node: process.version, current, recent }));
  renameSync(partial, stampFile);
  prune(stamp, recent);
}
process.env.SITE_CLI_OUTDIR = join(outdir, current);
await import(pathToFileURL(join(outdir, current, 'cli', 'main.js')).href);

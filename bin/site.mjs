#!/usr/bin/env node
// Launcher for the `site` CLI. The CLI is TypeScript; this compiles it with esbuild into
// node_modules/.cache/site/cli/ (code-split, its pure-JS dependencies bundled in) and runs it. It
// recompiles only when a source file or the installed dependencies (npm's records of them) are
// newer than the last compile, so `site --help` stays fast.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
// The tool's code folders and the files that record its dependencies and TypeScript settings: the
// lists its cache keys hash too (cli/build/inputs/code-version.ts). The dependencies are compiled
// in, so an install or update (which rewrites npm's records) recompiles.
const { codeDirs: SOURCE_DIRS, dependencyFiles: DEPENDENCY_FILES } = JSON.parse(readFileSync(join(root, 'cli', 'build', 'inputs', 'tool-files.json'), 'utf8'));
const ENTRIES = ['cli/main.ts', 'cli/build/render/render-worker.ts', 'cli/build/inputs/encode-child.ts'];
// Dependencies loaded from node_modules rather than bundled: native code (sharp), a service binary
// (esbuild), and a package that starts a file of its own by path (tinypool's worker entry). The rest
// (React, the unified chain, zod, eld, parse5, i18next, chokidar…) is bundled: a few dozen chunks
// instead of ~700 files to resolve and link, ~0.07 s of a one-article rebuild (README, Benchmarks).
const EXTERNAL = ['esbuild', 'sharp', 'tinypool'];
// Bundled CommonJS dependencies require Node's built-in modules: give the ES chunks a `require`.
const BANNER = "import { createRequire as __siteCreateRequire } from 'node:module'; const require = __siteCreateRequire(import.meta.url);";

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

const newest = newestSource();
const stamp = readStamp();
if (!stamp || stamp.newest !== newest || stamp.node !== process.version) {
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: ENTRIES.map((entry) => join(root, entry)),
      outdir,
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
    });
  } catch (error) {
    for (const e of error.errors ?? []) {
      const where = e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ` : '';
      process.stderr.write(`site: cannot compile the CLI: ${where}${e.text}\n`);
    }
    if (!error.errors) process.stderr.write(`site: cannot compile the CLI: ${error.message}\n`);
    process.exit(2);
  }
  mkdirSync(outdir, { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ newest, node: process.version }));
}
process.env.SITE_CLI_OUTDIR = outdir;
await import(pathToFileURL(join(outdir, 'cli', 'main.js')).href);

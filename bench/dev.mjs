#!/usr/bin/env node
// `npm run bench:dev`: times the `site dev` loop as a marketer sees it, on a temp copy of the
// shipped project (or --project DIR): `site dev` is started once, then, each --runs times,
//   - one-article save → page ready: append a line to an article, wait for the reload event on
//     the dev server's event stream, fetch the page and check the line is in it;
//   - no-op save: touch the article (same bytes, new mtime); the time `site dev` reports for
//     finding nothing changed (SITE_TIMINGS);
//   - manifest edit: add a redirect to manifest/site/redirects.ts; wait for the rebuild line,
//     then check the redirect answers.
// usage: node bench/dev.mjs [--runs 5] [--project DIR] [--article content/blog/en/x.md] [--log FILE]
// SITE_BENCH=1 as for npm run bench: the corpus is English text under 20 locales (language check as warnings).
// (--log keeps what `site dev` printed, with its SITE_TIMINGS lines: CPU seconds per phase)
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, value, i, all) => (value.startsWith('--') ? [...pairs, [value.slice(2), all[i + 1]]] : pairs), []));
const RUNS = Number(args.runs ?? 5);
const ARTICLE = args.article ?? 'content/blog/en/automate-browser-profiles-with-local-api.md';
const PAGE = '/' + ARTICLE.replace(/^content\/blog\/en\//, 'blog/').replace(/\.md$/, '');

let project = args.project && resolve(args.project);
const temp = project ? undefined : mkdtempSync(join(tmpdir(), 'site-bench-dev-'));
if (!project) {
  project = temp;
  for (const dir of ['cli', 'templates', 'runtime', 'node_modules']) symlinkSync(join(ROOT, dir), join(project, dir), 'dir');
  cpSync(join(ROOT, 'manifest'), join(project, 'manifest'), { recursive: true });
  cpSync(join(ROOT, 'content'), join(project, 'content'), { recursive: true });
}

const child = spawn(process.execPath, [join(ROOT, 'bin', 'site.mjs'), 'dev', '--port', '0'], {
  cwd: project,
  env: { ...process.env, SITE_ROOT: project, SITE_CACHE_DIR: join(project, '.bench-cache'), SITE_TIMINGS: '1', NO_COLOR: '1', SITE_BENCH: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
const waiters = new Set();
const onOutput = (chunk) => {
  out += chunk.toString();
  for (const waiter of waiters) waiter();
};
child.stdout.on('data', onOutput);
child.stderr.on('data', onOutput);
const exited = new Promise((done) => child.once('exit', done));

/** Resolves with the first match of `pattern` in the output after `from`. */
function waitFor(pattern, from, timeoutMs = 60_000) {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`timed out waiting for ${pattern}:\n${out.slice(-2000)}`)), timeoutMs);
    const check = () => {
      const match = pattern.exec(out.slice(from));
      if (!match) return;
      clearTimeout(timer);
      waiters.delete(check);
      done(match);
    };
    waiters.add(check);
    check();
  });
}

function get(url) {
  return new Promise((done, fail) => {
    request(url, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode, location: res.headers.location, body }));
    }).on('error', fail).end();
  });
}

/** Opens the event stream and returns a function that resolves on the next message of a type. */
function events(url) {
  const listeners = new Set();
  request(`${url}/__site_dev/events`, (res) => {
    let buffer = '';
    res.on('data', (chunk) => {
      buffer += chunk;
      for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
        const data = buffer.slice(0, at).split('\n').find((line) => line.startsWith('data: '));
        buffer = buffer.slice(at + 2);
        if (data) for (const listener of listeners) listener(JSON.parse(data.slice(6)));
      }
    });
  }).end();
  return (type) => new Promise((done) => {
    const listener = (message) => {
      if (message.type !== type) return;
      listeners.delete(listener);
      done(message);
    };
    listeners.add(listener);
  });
}

/** Resolves once `site dev` has printed nothing for `ms` (an editor's save can fire two events; the second is a no-op batch). */
async function quiet(ms = 400) {
  for (let seen = -1; seen !== out.length; ) {
    seen = out.length;
    await new Promise((done) => setTimeout(done, ms));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  const started = performance.now();
  const first = await waitFor(/first build: (\d+) pages rendered.*\(([\d.]+) s\)/, 0, 900_000);
  await waitFor(/site dev: watching/, 0);
  const main = /^ {2}main +(http:\/\/127\.0\.0\.1:\d+)\/$/m.exec(out)[1];
  rows.push({ mode: 'start (first build, cold dev cache)', seconds: [(performance.now() - started) / 1000], rendered: Number(first[1]) });
  const next = events(main);
  await new Promise((done) => setTimeout(done, 300)); // let the event stream connect (setup, untimed)

  const article = join(project, ARTICLE);
  const original = readFileSync(article, 'utf8');
  const edit = { mode: 'one-article save → page ready', seconds: [], rendered: 0 };
  for (let run = 0; run <= RUNS; run++) {
    await quiet();
    const mark = `Edited at ${process.hrtime.bigint()}.`;
    const from = out.length;
    const t0 = performance.now();
    const reload = next('reload');
    appendFileSync(article, `\n${mark}\n`);
    await reload;
    const page = await get(`${main}${PAGE}`);
    const seconds = (performance.now() - t0) / 1000;
    if (!page.body.includes(mark)) throw new Error(`the edit is not in ${PAGE}`);
    const line = await waitFor(/: (\d+) pages? rendered/, from);
    if (run > 0) edit.seconds.push(seconds);
    edit.rendered = Number(line[1]);
  }
  rows.push(edit);

  const noop = { mode: 'no-op save (touch)', seconds: [], rendered: 0 };
  for (let run = 0; run <= RUNS; run++) {
    await quiet();
    const from = out.length;
    const now = new Date(Date.now() + 10_000 * (run + 1));
    utimesSync(article, now, now);
    const match = await waitFor(/no content change, in ([\d.]+) s/, from);
    if (run > 0) noop.seconds.push(Number(match[1]));
  }
  rows.push(noop);

  const redirects = join(project, 'manifest', 'site', 'redirects.ts');
  const text = readFileSync(redirects, 'utf8');
  const manifest = { mode: 'manifest edit (add a redirect) → answered', seconds: [], rendered: 0 };
  for (let run = 0; run <= RUNS; run++) {
    await quiet();
    const from = out.length;
    const t0 = performance.now();
    writeFileSync(redirects, text.replace('paths: [', `paths: [\n    { from: '/bench-dev-${run}', to: '/pricing' },`));
    const line = await waitFor(/redirects\.ts: (\d+) pages? rendered/, from);
    const answer = await get(`${main}/bench-dev-${run}`);
    if (answer.status !== 301) throw new Error(`/bench-dev-${run} answered ${answer.status}`);
    if (run > 0) manifest.seconds.push((performance.now() - t0) / 1000);
    manifest.rendered = Number(line[1]);
  }
  rows.push(manifest);
  writeFileSync(redirects, text);
  writeFileSync(article, original);
} finally {
  child.kill('SIGTERM');
  await exited;
  if (args.log) writeFileSync(resolve(args.log), out);
  if (temp) rmSync(temp, { recursive: true, force: true });
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`site dev, ${args.project ? project : 'shipped site'}, ${new Date().toISOString().slice(0, 10)}, ${machine}; median of ${RUNS} after one untimed run\n`);
console.log('| step | pages rendered | seconds, median (min–max) |\n|---|---:|---:|');
for (const row of rows) console.log(`| ${row.mode} | ${row.rendered} | ${median(row.seconds).toFixed(2)} (${Math.min(...row.seconds).toFixed(2)}–${Math.max(...row.seconds).toFixed(2)}) |`);

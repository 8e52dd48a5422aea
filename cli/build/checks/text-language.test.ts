import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../../../manifest/site/index.ts';
import { checkFieldLanguage, checkTextLanguage, languageSegments, MIN_FIELD_LETTERS, MIN_LETTERS, MIN_SHARE } from './text-language.ts';

const ROOT = join(import.meta.dirname, '../../..');
const BRAND = site.brand.name;
const IGNORE = [BRAND, ...(site.alternatives ?? []).map((alternative) => alternative.name)];
const LOCALES = site.locales.map(({ code, tag }) => ({ code, tag }));
const tagOf = (code: string) => LOCALES.find((locale) => locale.code === code)?.tag ?? code;

/** Every string of content/messages/<code>.json in file order, placeholders filled in. */
function messages(code: string): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const json: unknown = JSON.parse(readFileSync(join(ROOT, 'content/messages', `${code}.json`), 'utf8'));
  return strings(json).map((text) => text.replace(/\{\{brand\}\}/g, BRAND).replace(/\{\{rival\}\}/g, 'GoLogin').replace(/\{\{[^}]*\}\}/g, '2'));
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page as the layout renders it: head, header navigation, `<main>`, footer, scripts. */
function page(tag: string, main: string, chrome: readonly string[] = ['Home', 'Pricing', 'Download', 'Blog']): string {
  const links = chrome.map((label, i) => `<a href="/p${i}">${escape(label)}</a>`).join('');
  return (
    `<!doctype html><html lang="${tag}"><head><meta charset="utf-8"><title>${escape(chrome[0] ?? '')}</title>` +
    `<script type="application/json" id="site-config">{"labels":["Pricing plans for every team"]}</script><style>.card{padding:1rem}</style></head>` +
    `<body><header><nav aria-label="main">${links}</nav></header><main>${main}</main><footer>${links}</footer><script src="/assets/core.js"></script></body></html>`
  );
}

/** Main copy made of the locale's messages: short ones as headings, the rest as paragraphs. */
const messageMain = (code: string) => `<article>${messages(code).map((text) => (text.length < 30 ? `<h2>${escape(text)}</h2>` : `<p>${escape(text)}</p>`)).join('\n')}</article>`;
/** A realistic page of the locale, its navigation and footer from the same messages. */
const messagePage = (code: string) => page(tagOf(code), messageMain(code), messages(code).slice(0, 12));

const TAGS = LOCALES.map((locale) => locale.tag);
const check = (html: string, declared: string, options = {}) => checkTextLanguage(languageSegments(html), { code: declared, tag: tagOf(declared) }, { ignore: IGNORE, tags: TAGS, ...options });

const ENGLISH = [
  'Give every account its own fingerprint, cookies and proxy, and share profiles with your team without sharing passwords.',
  'Each profile opens with the same consistent browser environment every time, so logins stay stable across sessions.',
  'Automate repetitive work with the synchronizer and visual RPA flows, or drive profiles from your own scripts.',
];
const GERMAN = [
  'Geben Sie jedem Konto seinen eigenen Fingerabdruck, eigene Cookies und einen eigenen Proxy, und teilen Sie Profile mit Ihrem Team.',
  'Jedes Profil öffnet sich jedes Mal mit derselben stimmigen Browserumgebung, damit Anmeldungen über Sitzungen hinweg stabil bleiben.',
];
const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join('');

describe('checkTextLanguage', () => {
  it.each(LOCALES)('recognises a $tag page built from its messages', ({ code, tag }) => {
    const result = check(messagePage(code), code);
    expect(result.detected).toBe(tag);
    expect(result.ok).toBe(true);
    expect(result.share).toBeGreaterThanOrEqual(0.95);
    expect(result.letters).toBeGreaterThan(1000);
  });

  it('fails a de-DE page whose main text is English, naming English', () => {
    const result = check(page('de-DE', `<h1>Browser profiles for teams</h1>${paragraphs(ENGLISH)}`, ['Preise', 'Herunterladen']), 'de');
    expect(result).toMatchObject({ ok: false, detected: 'en-US' });
    expect(result.share).toBeLessThan(0.1);
    expect(new Set(result.mismatched?.map((chunk) => chunk.lang))).toEqual(new Set(['en-US']));
    expect(result.mismatched?.[0]?.text).toContain('Give every account its own fingerprint');
  });

  it('gives a failing page\'s mismatched segments to trace, without the German heading joined to an English paragraph', () => {
    const html = page('de-DE', `${paragraphs(GERMAN)}<h2>Profile für jedes einzelne Teammitglied</h2>${paragraphs(ENGLISH)}`);
    const result = check(html, 'de');
    expect(result.ok).toBe(false);
    const traced = result.mismatched?.flatMap((chunk) => chunk.segments ?? []) ?? [];
    expect(traced).toEqual(expect.arrayContaining([expect.stringContaining('Give every account its own fingerprint')]));
    expect(traced.some((text) => text.includes('Teammitglied'))).toBe(false);
    expect(check(page('de-DE', paragraphs(GERMAN)), 'de').mismatched).toBeUndefined();
  });

  it('passes the same English text inside <div lang="en"> under a German page', () => {
    const result = check(page('de-DE', `<h1>Browserprofile für Teams</h1>${paragraphs(GERMAN)}<div lang="en">${paragraphs(ENGLISH)}</div>`), 'de');
    expect(result).toMatchObject({ ok: true, detected: 'de-DE', share: 1 });
    expect(result.mismatched).toBeUndefined();
  });

  it('counts a page with an untranslated section by its share of letters', () => {
    const result = check(page('de-DE', paragraphs([...GERMAN, ...ENGLISH.slice(0, 2)])), 'de');
    expect(result.ok).toBe(false);
    expect(result.share).toBeGreaterThan(0.3);
    expect(result.share).toBeLessThan(MIN_SHARE);
  });

  it.each([
    ['uk', 'ru'],
    ['ru', 'uk'],
    ['es', 'pt'],
    ['pt', 'es'],
    ['ro', 'es'],
    ['nl', 'de'],
    ['fil', 'en'],
    ['jp', 'zh'],
  ])('tells %s text from the declared %s', (text, declared) => {
    const result = check(page(tagOf(declared), messageMain(text)), declared);
    expect(result).toMatchObject({ ok: false, detected: tagOf(text) });
    expect(result.share).toBeLessThan(0.05);
  });

  it('fails a zh-CN page written in Traditional characters, and a zh-TW page in Simplified ones', () => {
    const traditional = check(page('zh-CN', messageMain('tc')), 'zh');
    expect(traditional).toMatchObject({ ok: false, detected: 'zh-TW', script: 'Hant', share: 1, case: 'script' });
    // The script is what is wrong (the bug: reported as "only 100% reads as zh-CN"), with its share and the Traditional text.
    expect(traditional.scriptShare).toBeLessThan(0.05);
    expect(traditional.mismatched?.[0]).toMatchObject({ lang: 'zh-TW' });
    expect(traditional.mismatched?.[0]?.segments?.length).toBeGreaterThan(0);
    const simplified = check(page('zh-TW', messageMain('zh')), 'tc');
    expect(simplified).toMatchObject({ ok: false, detected: 'zh-CN', script: 'Hans', share: 1, case: 'script' });
    expect(check(page('zh-CN', messageMain('zh')), 'zh')).toMatchObject({ ok: true, script: 'Hans' });
    expect(check(page('zh-CN', messageMain('zh')), 'zh').case).toBeUndefined();
  });

  it('lets a Simplified page quote a Traditional name', () => {
    const html = page('zh-CN', `<p>${messages('zh').filter((text) => text.length > 20).slice(0, 12).join('')}紫鳥與蝦皮賣場</p>`);
    expect(check(html, 'zh')).toMatchObject({ ok: true, detected: 'zh-CN', script: 'Hans' });
  });

  it('does not count brand names, code blocks, numbers or URLs', () => {
    const names = `<p>${IGNORE.join(' vs ')} 2025 https://www.polyprofile.example/en/pricing sales@polyprofile.example</p>`;
    const code = '<pre><code>const profile = await browser.newProfile({ proxy: "socks5://127.0.0.1:1080", fingerprint: "random" });\nawait profile.open("https://example.com");</code></pre>';
    const german = check(page('de-DE', paragraphs(GERMAN)), 'de');
    const withExtras = check(page('de-DE', `${names}${paragraphs(GERMAN)}${code}<p>Verwenden Sie <kbd>Strg</kbd> und <code>profile.open()</code> im Skript.</p>`), 'de');
    expect(withExtras).toMatchObject({ ok: true, detected: 'de-DE', share: 1 });
    expect(withExtras.letters).toBe(german.letters + 'VerwendenSieundimSkript'.length);
    expect(check(page('de-DE', `${names.repeat(5)}${code.repeat(5)}`), 'de')).toEqual({ ok: true, letters: 0, detected: 'und', share: 1 });
  });

  it('matches ignored names as whole words only, also next to Chinese characters', () => {
    const chinese = messages('zh').filter((text) => text.length > 20 && !IGNORE.some((name) => text.includes(name)));
    const html = page('zh-CN', `<p>${chinese.slice(0, 8).join('')}Polyprofile与Ziniao</p>`);
    expect(check(html, 'zh').letters).toBe(check(html, 'zh', { ignore: [] }).letters - 'PolyprofileZiniao'.length);
    expect(check(page('en-US', paragraphs(['The Undetectably Polyprofiled text stays, every word of it, in the letters count.'])), 'en', { minLetters: 1 }).letters).toBe(
      'TheUndetectablyPolyprofiledtextstayseverywordofitintheletterscount'.length,
    );
  });

  it('passes short pages as und, and judges them once minLetters allows', () => {
    const short = page('de-DE', '<h1>Seite nicht gefunden</h1><p>Diese Seite gibt es nicht mehr. Zurück zur Startseite.</p>');
    const result = check(short, 'de');
    expect(result).toEqual({ ok: true, letters: 'DieseSeitegibtesnichtmehrZurückzurStartseite'.length, detected: 'und', share: 1 });
    expect(result.letters).toBeLessThan(MIN_LETTERS);
    const english = page('de-DE', '<h1>Page not found</h1><p>This page no longer exists. Go back to the home page.</p>');
    expect(check(english, 'de')).toMatchObject({ ok: true, detected: 'und' });
    expect(check(english, 'de', { minLetters: 20 })).toMatchObject({ ok: false, detected: 'en-US' });
  });

  it('ignores labels shorter than a sentence, which read as any language', () => {
    const labels = ['Windows (64-bit)', 'Windows (32-bit)', 'macOS (Intel)', 'macOS (Apple silicon)', 'Linux', 'Herunterladen'].map((label) => `<li>${label}</li>`).join('');
    const html = page('de-DE', `<ul>${labels.repeat(10)}</ul>${paragraphs(GERMAN)}`);
    expect(check(html, 'de')).toMatchObject({ ok: true, detected: 'de-DE', share: 1 });
  });

  it('counts lang="fil" as the tl-PH page language', () => {
    const filipino = messages('fil').filter((text) => text.length > 40).slice(0, 10);
    expect(check(page('tl-PH', `<div lang="fil">${paragraphs(filipino)}</div>`), 'fil')).toMatchObject({ ok: true, detected: 'tl-PH', share: 1 });
  });
});

// The bug: a locale added by the README's recipe (Italian, it-IT) was not in the check's hand-made
// list of today's languages, so its pages passed unjudged whatever their language.
describe('checkTextLanguage on a locale the site did not have', () => {
  const ITALIAN = [
    'Assegna a ogni account la sua impronta digitale, i suoi cookie e il suo proxy, e condividi i profili con il tuo team senza condividere le password.',
    'Ogni profilo si apre ogni volta con lo stesso ambiente del browser, così gli accessi restano stabili tra una sessione e l\'altra.',
  ];
  const SPANISH = [
    'Dale a cada cuenta su propia huella digital, sus propias cookies y su propio proxy, y comparte perfiles con tu equipo sin compartir contraseñas.',
    'Cada perfil se abre siempre con el mismo entorno de navegador, para que los inicios de sesión sigan estables entre sesiones.',
  ];
  const italian = (html: string) => checkTextLanguage(languageSegments(html), { code: 'it', tag: 'it-IT' }, { ignore: IGNORE, tags: [...TAGS, 'it-IT'] });

  it('judges an Italian page: English under it-IT fails, naming English', () => {
    expect(italian(page('it-IT', paragraphs(ENGLISH)))).toMatchObject({ ok: false, detected: 'en-US', share: 0, case: 'language' });
  });

  it('fails Spanish text under it-IT, and passes Italian text', () => {
    expect(italian(page('it-IT', paragraphs(SPANISH)))).toMatchObject({ ok: false, detected: 'es-ES' });
    expect(italian(page('it-IT', paragraphs(ITALIAN)))).toMatchObject({ ok: true, detected: 'it-IT', share: 1 });
  });

  it('names a language the site does not have by its likely region: Italian on a German page is it-IT', () => {
    expect(check(page('de-DE', paragraphs(ITALIAN)), 'de')).toMatchObject({ ok: false, detected: 'it-IT' });
  });

  it('says when it cannot judge a language at all (Indonesian, which eld does not know), instead of a plain pass', () => {
    const result = checkTextLanguage(languageSegments(page('id-ID', paragraphs(ENGLISH))), { code: 'id', tag: 'id-ID' }, { ignore: IGNORE });
    expect(result).toMatchObject({ ok: true, detected: 'und', unjudged: true });
    expect(check(page('de-DE', paragraphs(GERMAN)), 'de').unjudged).toBeUndefined();
  });
});

describe('checkTextLanguage with its memos', () => {
  it('gives every page the same verdict whichever pages were checked before it', () => {
    // Pages that share segments and chunks (as listings and articles do), checked in one order and
    // then again in the reverse order: the second pass is answered from the memos.
    const mixed = (code: string, english: number) => page(tagOf(code), `<article>${paragraphs(messages(code).filter((text) => text.length > 40).slice(0, 6))}${paragraphs(ENGLISH.slice(0, english))}</article>`);
    const pages = LOCALES.flatMap(({ code }) => [0, 1, 3].map((english) => ({ html: mixed(code, english), code })));
    const first = pages.map(({ html, code }) => check(html, code));
    const again = [...pages].reverse().map(({ html, code }) => check(html, code)).reverse();
    expect(again).toEqual(first);
    expect(first.some((result) => !result.ok)).toBe(true);
    expect(first.some((result) => result.ok)).toBe(true);
  });

  it('keeps the names of one ignore list out of the results of another', () => {
    const html = page('en-US', paragraphs([`${ENGLISH[0]} Acme Browser makes it simple for your whole team to share work safely.`]));
    const strip = (ignore: string[]) => checkTextLanguage(languageSegments(html), { code: 'en', tag: 'en-US' }, { ignore }).letters;
    const withName = strip(['Acme Browser']);
    const without = strip([]);
    expect(without - withName).toBe('AcmeBrowser'.length);
    expect(strip(['Acme Browser'])).toBe(withName);
  });
});

describe('languageSegments', () => {
  it('reads <main> only, attributing each run to the nearest lang', () => {
    const html = page('de-DE', '<h1>Titel <em>mit</em> Betonung</h1><p>Deutsch <span lang="en">English words</span> weiter</p><section lang="uk"><p>Текст</p></section>');
    expect(languageSegments(html)).toEqual([
      { lang: 'de-DE', text: 'Titel mit Betonung', h1: true },
      { lang: 'de-DE', text: 'Deutsch' },
      { lang: 'en', text: 'English words' },
      { lang: 'de-DE', text: 'weiter' },
      { lang: 'uk', text: 'Текст' },
    ]);
  });

  it('falls back to <body>, and to the lang of <body> or no lang', () => {
    expect(languageSegments('<html lang="fr"><body><p>Bonjour</p></body></html>')).toEqual([{ lang: 'fr', text: 'Bonjour' }]);
    expect(languageSegments('<html><body lang="pl"><p>Cześć</p></body></html>')).toEqual([{ lang: 'pl', text: 'Cześć' }]);
    expect(languageSegments('<p>Hello</p>')).toEqual([{ lang: '', text: 'Hello' }]);
  });

  it('skips code, scripts, templates and hidden elements', () => {
    const hidden = [
      '<script>document.write("<p>script</p>")</script>',
      '<style>p::after{content:"style"}</style>',
      '<template><p>template</p></template>',
      '<noscript><p>noscript</p></noscript>',
      '<pre>pre</pre>',
      '<p><code>code</code><kbd>kbd</kbd><samp>samp</samp></p>',
      '<svg><text>svg</text><title>svg title</title></svg>',
      '<p hidden>hidden</p>',
      '<p aria-hidden="true">aria</p>',
      '<p translate="no">translate</p>',
      '<p style="color:red; display: none">display</p>',
      '<!-- <p>comment</p> -->',
      '<img alt="alt text" title="title text">',
    ].join('');
    expect(languageSegments(page('en-US', `${hidden}<p>Visible</p><p aria-hidden="false">also visible</p>`))).toEqual([
      { lang: 'en-US', text: 'Visible' },
      { lang: 'en-US', text: 'also visible' },
    ]);
  });

  it('reads the text a browser builds, not the markup', () => {
    const html = page('en-US', '<p>Tom &amp; Jerry&nbsp;&lt;3 <b>bo</b>ld</p><p>unclosed<p>second');
    expect(languageSegments(html)).toEqual([
      { lang: 'en-US', text: 'Tom & Jerry <3 bold' },
      { lang: 'en-US', text: 'unclosed' },
      { lang: 'en-US', text: 'second' },
    ]);
  });

  it('takes the first visible <main>', () => {
    const html = '<html lang="de"><body><main hidden><p>alt</p></main><div lang="nl"><main><p>zichtbaar</p></main></div></body></html>';
    expect(languageSegments(html)).toEqual([{ lang: 'nl', text: 'zichtbaar' }]);
  });
});

// The bug: an English title, description and h1 in a Chinese file passed, the page's body being
// long enough to keep its share above 80%. They are judged on their own.
describe('checkFieldLanguage', () => {
  const field = (text: string, code: string) => checkFieldLanguage(text, { tag: tagOf(code) }, { ignore: IGNORE, tags: TAGS });

  it('fails an English title and description on a Chinese, a German and a Japanese page', () => {
    expect(field('Browser Profiles for Amazon Sellers and Agencies – Polyprofile', 'zh')).toMatchObject({ ok: false, detected: 'en-US', text: 'Browser Profiles for Amazon Sellers and Agencies' });
    expect(field('How websites recognise a browser without cookies, which signals make up a fingerprint, and why consistency matters.', 'de')).toMatchObject({ ok: false, detected: 'en-US' });
    expect(field('What Is Browser Fingerprinting and Why Does It Matter?', 'jp')).toMatchObject({ ok: false, detected: 'en-US' });
  });

  it('passes the translated titles, German ones of English loanwords included', () => {
    expect(field('亚马逊卖家账号管理与团队协作 – Polyprofile', 'zh')).toMatchObject({ ok: true, detected: 'zh-CN' });
    expect(field('Browserprofile für Traffic-Arbitrage und Media Buying', 'de')).toMatchObject({ ok: true });
    expect(field('Was ist Browser-Fingerprinting und warum ist es wichtig?', 'de')).toMatchObject({ ok: true, detected: 'de-DE' });
    expect(field('여러 Instagram 비즈니스 계정 관리', 'ko')).toMatchObject({ ok: true });
  });

  it('skips texts too short to judge, tag slugs and names removed', () => {
    const short = field('Marketing afiliat #automation – Blog – Polyprofile', 'ro');
    expect(short).toMatchObject({ ok: true, detected: 'und' });
    expect(short.letters).toBeLessThan(MIN_FIELD_LETTERS);
    expect(field('Polyprofile vs GoLogin', 'de')).toMatchObject({ ok: true, detected: 'und' });
  });

  it('does not judge a language the check cannot identify', () => {
    expect(checkFieldLanguage('Browser Profiles for Amazon Sellers and Agencies', { tag: 'id-ID' })).toMatchObject({ ok: true, detected: 'und' });
  });
});

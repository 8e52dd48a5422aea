/**
 * `site new` (issue 12.4) over a temp copy of the project: the marketer's shortcut gives pages that
 * check and build with no other edit, refuses what it must, and never overwrites a file.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/program.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { tempProject } from '../support/temp-project.ts';
import { captureIO } from './fixtures/io.ts';
import { STACK_FRAME } from './fixtures/io.ts';

let project: { root: string; cleanup(): Promise<void> };
beforeEach(async () => {
  project = await tempProject();
});
afterEach(async () => {
  await project.cleanup();
});

async function site(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO({ cwd: project.root });
  const code = await runCli(argv, io);
  expect(`${io.out()}${io.err()}`).not.toMatch(STACK_FRAME);
  return { code, out: io.out(), err: io.err() };
}

const read = (file: string) => readFile(join(project.root, file), 'utf8');
const COPY = 'content/alternatives/en/acme-alternative.md';
const PAGE = 'alternatives/acme-alternative.html';

describe('site new alternative acme --locales en,de, then site check and site build', () => {
  it('gives the acme page in en and de, the D4 fallback elsewhere; exit 0, 0 errors', { timeout: 600_000 }, async () => {
    const before = await read('manifest/site/alternatives.ts');
    const created = await site(['new', 'alternative', 'acme', '--locales', 'en,de']);
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toContain("added  manifest/site/alternatives.ts:15  { rival: 'acme', name: 'Acme', languages: ['en', 'de'] }");
    expect(created.out).toContain(`wrote  ${COPY}  (a template: replace its text)`);
    // The template's text is a warning for check (the page can be checked and previewed)…
    expect(created.out).toContain('check (site check --skip-render): 0 errors, 1 warning\ncontent/alternatives/en/acme-alternative.md:5\n  warning CONTENT_PLACEHOLDER  The placeholder text of the site new template is still in title, description, headline, benefits, comparison, the text (');
    expect(created.out).toMatch(/de: the page shows the en copy under a translation notice \(translations\.items\.alternatives: source-with-notice\) until a translator adds content\/alternatives\/de\/acme-alternative\.md/);
    expect(created.out).toMatch(/zh, ru, .*: no page; \/alternatives\/acme-alternative answers 302 to the locale home \(D4\)/);
    // One line added at the end of the list, nothing else changed.
    expect(await read('manifest/site/alternatives.ts')).toBe(before.replace("languages: ['zh', 'tc'] },\n];", "languages: ['zh', 'tc'] },\n  { rival: 'acme', name: 'Acme', languages: ['en', 'de'] },\n];"));
    expect(await read(COPY)).toMatch(/^---\n# TEMPLATE written by site new: `site new alternative acme --locales en,de`\./);
    // No English copy file is written for another locale.
    expect(existsSync(join(project.root, 'content/alternatives/de/acme-alternative.md'))).toBe(false);

    const check = await site(['check', '--format', 'json']);
    const report = JSON.parse(check.out) as { errors: number; warnings: number; diagnostics: Diagnostic[] };
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.diagnostics.filter((d) => d.code === 'CONTENT_PLACEHOLDER')).toEqual([expect.objectContaining({ severity: 'warning', file: COPY, line: 5 })]);
    expect(check.code).toBe(0);

    // …and an error for build, which publishes nothing (regression: the unedited template shipped as the page's title and description).
    const refused = await site(['build', '--format', 'json', '--workers', '0']);
    expect(refused.code).toBe(1);
    expect((JSON.parse(refused.out) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => d.severity === 'error')).toEqual([expect.objectContaining({ code: 'CONTENT_PLACEHOLDER', file: COPY, line: 5 })]);
    expect(existsSync(join(project.root, `dist/main/${PAGE}`))).toBe(false);

    // The copy written: every text replaced (the TEMPLATE comment lines may stay: they are not published).
    const written = (await read(COPY)).replace(/"[^"]*[Rr]eplace with[^"]*"/g, (_, i: number) => `"Acme comparison text ${i}."`).replace(/^Replace this paragraph.*$/m, 'Polyprofile and Acme compared.');
    await writeFile(join(project.root, COPY), written.replace(/^title: .*$/m, 'title: "Polyprofile vs Acme: which fits your team"'));
    const build = await site(['build', '--format', 'json', '--workers', '0']);
    const built = JSON.parse(build.out) as { ok: boolean; diagnostics: Diagnostic[] };
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(build.code).toBe(0);
    const en = await read(`dist/main/${PAGE}`);
    expect(en).toMatch(/<html lang="en-US"/);
    expect(en).toContain('Polyprofile vs Acme: which fits your team');
    const de = await read(`dist/main/de/${PAGE}`);
    expect(de).toMatch(/<html lang="de-DE"/);
    expect(de).toMatch(/lang="en-US"/); // the English copy sits inside lang="en-US", under the notice
    for (const code of ['fr', 'jp', 'pl']) expect(await read(`dist/main/${code}/${PAGE}`)).toContain(`http-equiv="refresh" content="0; url=/${code}"`);
    expect(await read(`dist/zh/${PAGE}`)).toContain('http-equiv="refresh" content="0; url=/"');
  });
});

describe('site new solution and feature: the name a check needs', () => {
  it('writes the name to the English messages, so site check --skip-render passes as site new said (regression: MESSAGE_UNDEFINED solutionNames.bumble after "0 errors")', { timeout: 120_000 }, async () => {
    const before = await read('content/messages/en.json');
    const created = await site(['new', 'solution', 'bumble']);
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    const line = before.split('\n').findIndex((text) => text.includes('"whatsapp": "WhatsApp"')) + 2;
    expect(created.out).toContain(`  added  content/messages/en.json:${line}  "solutionNames.bumble": "Bumble"\n`);
    // One member added at the end of its section; every other byte as it was.
    expect(await read('content/messages/en.json')).toBe(before.replace('"whatsapp": "WhatsApp"\n', '"whatsapp": "WhatsApp",\n    "bumble": "Bumble"\n'));
    expect(created.out).toContain('The name "Bumble" is solutionNames.bumble in content/messages/en.json, shown in menus and links');
    expect(created.out).toMatch(/Translate solutionNames\.bumble in content\/messages\/<locale>\.json of every other locale \(site check warns MESSAGE_MISSING for each until then\); zh, ru, .* show "Bumble" meanwhile\./);

    // What site new reported is what a user's check reports.
    const check = await site(['check', '--skip-render', '--format', 'json']);
    const report = JSON.parse(check.out) as { errors: number; warnings: number; diagnostics: Diagnostic[] };
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(check.code).toBe(0);
    expect(created.out).toContain(`check (site check --skip-render): 0 errors, ${report.warnings} warnings`);
    expect(report.diagnostics.filter((d) => d.code === 'MESSAGE_MISSING').map((d) => d.file)).toContain('content/messages/de.json');
  });

  it('a feature with --name and --locales: the name as given; the other locales\' files are left to translators', { timeout: 120_000 }, async () => {
    const de = await read('content/messages/de.json');
    const created = await site(['new', 'feature', 'team-sync', '--locales', 'en,de', '--name', 'TeamSync']);
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/ {2}added {2}content\/messages\/en\.json:\d+ {2}"featureNames\.team-sync": "TeamSync"\n/);
    expect((JSON.parse(await read('content/messages/en.json')) as { featureNames: Record<string, string> }).featureNames['team-sync']).toBe('TeamSync');
    expect(await read('content/messages/de.json')).toBe(de);
    expect(created.out).toMatch(/; de show "TeamSync" meanwhile\./);
    expect((await site(['check', '--skip-render', '--quiet'])).code).toBe(0);
  });
});

describe('site new refuses, and writes nothing', () => {
  async function unchanged(run: () => Promise<void>): Promise<void> {
    const files = ['manifest/site/alternatives.ts', 'manifest/site/features.ts', 'manifest/site/use-cases.ts', 'content/messages/en.json'];
    const before = await Promise.all(files.map(read));
    await run();
    expect(await Promise.all(files.map(read))).toEqual(before);
  }

  it('an existing slug (exit 2)', async () => {
    await unchanged(async () => {
      const result = await site(['new', 'alternative', 'gologin']);
      expect(result.code).toBe(2);
      expect(result.err).toBe('site new: alternative "gologin" already exists in manifest/site/alternatives.ts; pick another slug, or edit that entry.\n');
      expect(existsSync(join(project.root, 'content/alternatives/en/gologin-alternative.md'))).toBe(true);
    });
  });

  it.each(['Acme', 'acme--x', 'acme_x', 'acme-'])('the invalid slug %j (exit 2), with the schema\'s rule', async (slug) => {
    await unchanged(async () => {
      const result = await site(['new', 'feature', slug]);
      expect(result.code).toBe(2);
      expect(result.err).toBe(`site new: "${slug}" is not a valid slug: it must be a kebab-case slug: lowercase letters, digits and single hyphens, e.g. "octo-browser".\n`);
    });
  });

  it('an unknown locale, with "did you mean" (exit 2)', async () => {
    await unchanged(async () => {
      const result = await site(['new', 'alternative', 'acme', '--locales', 'en,ja']);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/^site new: unknown locale "ja"\. Did you mean "jp"\? Known locales: en, zh, ru, /);
      expect(existsSync(join(project.root, COPY))).toBe(false);
    });
  });

  it('an unknown kind (exit 2), naming the kinds', async () => {
    const result = await site(['new', 'rival', 'acme']);
    expect(result.code).toBe(2);
    expect(result.err).toContain("error: command-argument value 'rival' is invalid for argument 'kind'. Allowed choices are alternative, solution, feature, use-case.");
  });

  it('a feature whose URL is taken by a route: exit 1, the manifest put back', async () => {
    await unchanged(async () => {
      const result = await site(['new', 'feature', 'pricing']);
      expect(result.code).toBe(1);
      expect(result.err).toContain('site new: the new feature does not check (above); manifest/site/features.ts is back as it was and nothing was written.');
      expect(existsSync(join(project.root, 'content/features/en/pricing.md'))).toBe(false);
    });
  });
});

describe('site new never overwrites a file', () => {
  it('keeps a copy file that exists and says so', { timeout: 120_000 }, async () => {
    const mine = (await read('content/alternatives/en/gologin-alternative.md')).replace(/GoLogin/g, 'Acme').replace(/gologin-alternative/g, 'acme-alternative');
    await mkdir(join(project.root, 'content/alternatives/en'), { recursive: true });
    await writeFile(join(project.root, COPY), mine);
    const result = await site(['new', 'alternative', 'acme']);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`kept   ${COPY}  (it existed; not overwritten)`);
    expect(await read(COPY)).toBe(mine);
  });
});

describe('site new use-case', () => {
  it('adds a bare slug (every landing page), or { slug, languages } with --locales; both load', { timeout: 120_000 }, async () => {
    expect((await site(['new', 'use-case', 'acme-ops'])).code).toBe(0);
    const limited = await site(['new', 'use-case', 'acme-shop', '--locales', 'en,ru', '--quiet']);
    expect(limited).toEqual({ code: 0, out: '', err: '' });
    const source = await read('manifest/site/use-cases.ts');
    expect(source).toContain("  'web-scraping',\n  'acme-ops',\n  { slug: 'acme-shop', languages: ['en', 'ru'] },\n].map(");
    const rows = JSON.parse((await site(['routes', '--format', 'json'])).out) as { locale: string; path: string; status: number }[];
    const shop = rows.filter((row) => row.path.endsWith('/use-cases/acme-shop') && row.status === 200).map((row) => row.locale).sort();
    expect(shop).toEqual(['en', 'ru']);
    const ops = rows.filter((row) => row.path.endsWith('/use-cases/acme-ops') && row.status === 200).map((row) => row.locale).sort();
    expect(ops).toEqual(['en', 'pt', 'ru', 'tc', 'vn', 'zh']);
    expect(await read('content/use-cases/en/acme-shop.md')).toMatch(/\nsummary: "Replace with one or two sentences/);
  });

  it('refuses a locale without a use-case landing (it built a /jp/use-cases page nothing linked to), and its next steps name the locales a use case can be added to', { timeout: 120_000 }, async () => {
    const before = await read('manifest/site/use-cases.ts');
    const refused = await site(['new', 'use-case', 'acme-jp', '--locales', 'en,jp']);
    expect(refused.code).toBe(1);
    expect(refused.out + refused.err).toContain('USE_CASE_NO_LANDING');
    expect(refused.out + refused.err).toContain('Use case "acme-jp" is available in jp, which has no use-case landing');
    expect(await read('manifest/site/use-cases.ts')).toBe(before);
    const made = await site(['new', 'use-case', 'acme-en', '--locales', 'en']);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/To add one of [a-z, ]*\bru\b[a-z, ]* \(the others have no use-case landing\), add it to the entry's languages\./);
    expect(made.out).not.toMatch(/To add one of [^(]*\bjp\b/);
  });
});

/** Codes of `site check --since <previous build>`: no URL a previous build published is lost (`cli/since/`). */
import { defineCode } from './define.ts';

const REDIRECTS_FILE = 'manifest/site/redirects.ts';
const ALTERNATIVES_FILE = 'manifest/site/alternatives.ts';

export const PUBLISHED_URL_CODES = {
  PUBLISHED_URL_LOST: defineCode('error', 'Published URL now 404', {
    message: (d: { url: string; since: string; before: number; cause: string; entry: string }) => `${d.url} answered ${d.before} in the previous build (${d.since}) and now answers 404: ${d.cause}.`,
    hint: (d) => (d.entry ? `Keep it: add to redirects.paths (manifest/site/redirects.ts): ${d.entry}` : 'Keep the origin in manifest/site/domains.ts, or redirect the old domain to the new one at the host.'),
    meaning: 'A URL that a previous build published (a page of its build meta, a URL of its sitemap, or a line of a URL list) would answer 404 after this change. Links, bookmarks and search results that point at it would break, and search engines drop the page.',
    fix: 'Keep the page, or add the `redirects.paths` entry the hint shows: it sends the old URL, in every locale it was published in, to the closest page that still exists. Change `to` if a better page replaces it.',
  }).example(ALTERNATIVES_FILE, "  { rival: 'gologin', name: 'GoLogin' },   ← removed", { url: 'https://www.polyprofile.example/de/alternatives/gologin-alternative', since: 'dist/main/builds/meta/3f2a9c1b.json', before: 200, cause: "routes[3] (alternative): {id} = \"gologin-alternative\" is no longer an item of alternatives", entry: "{ from: '/alternatives/gologin-alternative', to: '/', locales: ['en', 'de', 'fr'] }" }, { file: 'dist/main/builds/meta/3f2a9c1b.json', path: 'alternatives' }),
  PUBLISHED_REDIRECT_BROKEN: defineCode('error', 'Published URL redirects to a 404', {
    message: (d: { url: string; since: string; location: string; final: string; rule: string }) => `${d.url} was published by the previous build (${d.since}); it now redirects to ${d.location}, which ends in 404 at ${d.final}.`,
    hint: (d) => `Point ${d.rule} at a page that exists, or restore the page it points at.`,
    meaning: 'A URL that a previous build published now answers with a redirect, but following it ends on a 404: the visitor loses the page one hop later.',
    fix: 'Point the redirect the hint names at a page of the plan, or restore its target.',
  }).example(REDIRECTS_FILE, "    { from: '/Pricing', to: '/prices' },", { url: 'https://www.polyprofile.example/Pricing', since: 'dist/main/builds/meta/3f2a9c1b.json', location: '/prices', final: 'https://www.polyprofile.example/prices', rule: 'redirects.paths[2]' }, { file: 'dist/main/builds/meta/3f2a9c1b.json', path: 'redirects.paths[2]' }),
  SINCE_UNREADABLE: defineCode('error', 'Previous build not readable', {
    message: (d: { file: string; problem: string }) => `--since ${d.file}: ${d.problem}.`,
    hint: () => 'Pass a previous build\'s dist/<site>/builds/meta/<id>.json, its site folder dist/<site>, a sitemap.xml file, or a text file with one URL per line. Download a deployed sitemap first (curl -o): site never fetches it.',
    meaning: '`site check --since` compares the plan with what a previous build published, and could not read what it was given. Nothing was compared, so the check fails rather than pass without checking.',
    fix: 'Pass the file of a previous build the hint lists; in CI, restore the last deployed build (an artifact or the deployed site\'s sitemap) before `site check --since`.',
  }).example(REDIRECTS_FILE, '# the command line, in CI after a fresh checkout (no dist/ yet):\nsite check --since dist/main/builds/meta/3f2a9c1b.json', { file: 'dist/main', problem: 'the build meta dist/main/builds/meta/3f2a9c1b.json is missing' }, { file: 'dist/main' }),
};

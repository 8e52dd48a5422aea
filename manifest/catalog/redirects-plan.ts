/** Codes of redirects and of the plan that joins them with the pages (`manifest/plan/plan.ts`; D3). */
import { defineCode } from './define.ts';

const REDIRECTS_FILE = 'manifest/site/redirects.ts';

export const REDIRECT_PLAN_CODES = {
  DUPLICATE_REDIRECT: defineCode('error', 'Redirect source used twice', {
    message: (d: { match: string; first: string; second: string }) => `Two redirects claim ${d.match}: ${d.first} and ${d.second}; the first wins.`,
    hint: (d) => `Remove one of them, or narrow its locales. The other one is ${d.first}.`,
    meaning: 'Two redirects with different targets match the same URL in the same locale. Only the first one would ever fire, so the second one is a mistake either way.',
    fix: 'Remove one of the two, or limit their `locales` so that they do not overlap.',
  }).example(REDIRECTS_FILE, "    { from: '/Pricing', to: '/pricing', note: 'Legacy capitalised path.' },\n    …\n    { from: '/Pricing', to: '/pricing-plans', locales: ['en'] },", { match: '/Pricing', first: 'redirects.paths[2]', second: 'redirects.paths[4]' }, { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4]' }),
  REDIRECT_SELF: defineCode('error', 'Redirect to itself', {
    message: (d: { rule: string; target: string }) => `The redirect ${d.rule} points at itself (${d.target}).`,
    hint: () => 'Point "to" at the page that replaces the old URL.',
    meaning: 'A redirect\'s target is its own source: every visitor would loop until the browser gives up.',
    fix: 'Point `to` at the page that replaces the old URL.',
  }).example(REDIRECTS_FILE, "    { from: '/old-pricing', to: '/old-pricing' },", { rule: 'redirects.paths[4]', target: '/old-pricing' }, { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' }),
  REDIRECT_CHAIN: defineCode('error', 'Redirect to a redirect', {
    message: (d: { rule: string; target: string; next: string; locale: string; final?: string }) => `The redirect ${d.rule} goes to ${d.target}, which redirects again (${d.next}) in locale ${d.locale}.`,
    hint: (d) => `Point it at the final URL${d.final ? ` (${d.final})` : ''} so visitors take one hop.`,
    meaning: 'A redirect\'s target is itself redirected. Visitors and crawlers would take two hops where one can do (D3), and each hop costs a round trip.',
    fix: 'Point the redirect at the final URL the hint names.',
  }).example(REDIRECTS_FILE, "    { from: '/Pricing', to: '/pricing', note: 'Legacy capitalised path.' },\n    …\n    { from: '/prices', to: '/Pricing', locales: ['en'] },", { rule: 'redirects.paths[4]', target: '/Pricing', next: 'redirects.paths[2]', locale: 'en', final: '/pricing' }, { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' }),
  REDIRECT_CYCLE: defineCode('error', 'Redirect loop', {
    message: (d: { cycle: readonly string[]; locale: string; rule: string; next: string }) => `Redirects loop: ${formatCycle(d.cycle)} (locale ${d.locale}).`,
    hint: (d) => `Point ${d.rule}.to at a page; ${d.next} also redirects.`,
    meaning: 'Following redirects from this source comes back to it: the URL never answers with a page.',
    fix: 'Point each redirect of the loop at a page.',
  }).example(REDIRECTS_FILE, "    { from: '/old-a', to: '/old-b' },\n    { from: '/old-b', to: '/old-a' },", { cycle: ['/old-a', '/old-b'], locale: 'en', rule: 'redirects.paths[4]', next: 'redirects.paths[5]' }, { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' }),
  REDIRECT_TARGET_UNKNOWN: defineCode('error', 'Redirect to no page', {
    message: (d: { rule: string; target: string; locale: string; closest: readonly string[] }) => `The redirect ${d.rule} goes to ${d.target}, which is not a page in locale ${d.locale}.`,
    hint: (d) => (d.closest.length ? `Closest pages in ${d.locale}: ${d.closest.join(', ')}. Or limit "locales" to where the target exists.` : 'Limit "locales" to where the target exists.'),
    meaning: 'A redirect applies in each of its locales with the locale prefix added to both sides; in this locale its target is not a page of the plan, so visitors would land on a 404. Often the target exists only in some languages.',
    fix: 'Point the redirect at an existing page, or list only the `locales` in which the target exists.',
  }).example(REDIRECTS_FILE, "    { from: '/old-pricing', to: '/pricing-plans' },", { rule: 'redirects.paths[4]', target: '/pricing-plans', locale: 'en', closest: ['/pricing', '/partner-plan', '/pre-sales'] }, { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' }),
  REDIRECT_LEAVES_SITE: defineCode('error', 'Redirect leaves the site', {
    message: (d: { rule: string; target: string; host: string }) =>
      `The redirect ${d.rule} goes to ${d.target}, which leaves the site: a path that starts with two slashes is a protocol-relative URL, so browsers go to the host ${d.host || '(none)'}.`,
    hint: (d) => `Write a path on the site with one leading slash (${d.target.replace(/^[/\\]+/, '/')}). A path redirect stays on the site; link to other hosts from a page instead.`,
    meaning: 'A redirect target is a path on the site. A target that starts with `//` (or `/\\`, which browsers read the same way) is a protocol-relative URL: browsers leave the site for the host after the slashes. That is an open redirect, and never what a path redirect means.',
    fix: 'Write the path with a single leading slash. `redirects.paths` only moves visitors within the site (its `to` is a path); a locale\'s collections can move to another host with `redirects.externalBlog`, and a page can link anywhere in `trustedDomains`.',
  }).example(REDIRECTS_FILE, "    { from: '/old-pricing', to: '//pricing.example/plans' },", { rule: 'redirects.paths[4]', target: '//pricing.example/plans', host: 'pricing.example' }, { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' }),
  REDIRECT_SHADOWS_PAGE: defineCode('error', 'Redirect hides a page', {
    message: (d: { match: string; page: string; source: string }) => `The redirect from ${d.match} would hide the page ${d.page} (${d.source}).`,
    hint: () => 'A page wins on every host that serves files first; drop the redirect or the page.',
    meaning: 'A redirect\'s source is the URL of a page. Hosts that serve files before redirects would never fire it, others would never show the page: the answer would depend on the host.',
    fix: 'Remove the redirect, or remove (or restrict the languages of) the page.',
  }).example(REDIRECTS_FILE, "    { from: '/about-us', to: '/' },", { match: '/about-us', page: '/about-us', source: 'routes[2]' }, { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4]' }),
  PLAN_CONFLICT: defineCode('error', 'Rule over a page', {
    message: (d: { rule: string; match: string; page: string; source: string; item?: string }) =>
      `The rule ${d.rule} (${d.match}) covers the page ${d.page} (${d.item ? `${d.item}, by ${d.source}` : d.source}).`,
    hint: (d) =>
      d.item
        ? `Two parts of the manifest claim ${d.page}: ${d.rule} and ${d.item}; change one of them (renaming the slug is usually the fix).`
        : 'Two parts of the manifest claim this URL; change one of them.',
    meaning: 'A rule the planner derives (a fallback, a slug swap, a locale-site or external-blog redirect) matches the URL of a page of the plan: two parts of the manifest disagree about what the URL is, in a way the other checks did not catch. The rule would hide the page on some hosts and not on others. When the page is an item\'s (a feature whose slug is a locale code: `/zh`), the problem is reported on the item and names both sides.',
    fix: 'Decide which part owns the URL and change the other: rename the item\'s slug, narrow the rule\'s locales, or the route\'s guards.',
  }).example(REDIRECTS_FILE, "  externalBlogs: [{ locales: ['ru'], host: 'ruBlog', collections: ['blog', 'news', 'guide'], … }],", { rule: 'redirects.externalBlogs[0]', match: '/guide(/*)', page: '/guide', source: 'routes[12]' }, { file: REDIRECTS_FILE, line: 6, path: 'redirects.externalBlogs[0]' }),
};

/** Steps of a redirect loop shown in full (`/a → /b → /a`) up to this many; longer ones are shortened. */
const CYCLE_SHOWN = 6;

/** A loop from its first source back to it: `/old-a → /old-b → /old-a`; a long one as `/a → /b → /c → … → /y → /z → /a`. */
export function formatCycle(cycle: readonly string[]): string {
  const [first] = cycle;
  if (first === undefined) return '';
  const shown = cycle.length <= CYCLE_SHOWN ? [...cycle] : [...cycle.slice(0, 3), '…', ...cycle.slice(-2)];
  return [...shown, first].join(' → ');
}

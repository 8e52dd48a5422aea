/** Codes of redirects and of the plan that joins them with the pages (`manifest/plan/plan.ts`; D3). */
import { defineCode } from './define.ts';

const REDIRECTS_FILE = 'manifest/site/redirects.ts';

export const REDIRECT_PLAN_CODES = {
  DUPLICATE_REDIRECT: defineCode({
    severity: 'error',
    title: 'Redirect source used twice',
    message: (d: { match: string; first: string; second: string }) => `Two redirects claim ${d.match}: ${d.first} and ${d.second}; the first wins.`,
    hint: (d) => `Remove one of them, or narrow its locales. The other one is ${d.first}.`,
    explanation: {
      meaning: 'Two redirects with different targets match the same URL in the same locale. Only the first one would ever fire, so the second one is a mistake either way.',
      example: {
        file: REDIRECTS_FILE,
        input: "    { from: '/Pricing', to: '/pricing', note: 'Legacy capitalised path.' },\n    …\n    { from: '/Pricing', to: '/pricing-plans', locales: ['en'] },",
        data: { match: '/Pricing', first: 'redirects.paths[2]', second: 'redirects.paths[4]' },
        at: { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4]' },
      },
      fix: 'Remove one of the two, or limit their `locales` so that they do not overlap.',
    },
  }),
  REDIRECT_SELF: defineCode({
    severity: 'error',
    title: 'Redirect to itself',
    message: (d: { rule: string; target: string }) => `The redirect ${d.rule} points at itself (${d.target}).`,
    hint: () => 'Point "to" at the page that replaces the old URL.',
    explanation: {
      meaning: 'A redirect\'s target is its own source: every visitor would loop until the browser gives up.',
      example: {
        file: REDIRECTS_FILE,
        input: "    { from: '/old-pricing', to: '/old-pricing' },",
        data: { rule: 'redirects.paths[4]', target: '/old-pricing' },
        at: { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' },
      },
      fix: 'Point `to` at the page that replaces the old URL.',
    },
  }),
  REDIRECT_CHAIN: defineCode({
    severity: 'error',
    title: 'Redirect to a redirect',
    message: (d: { rule: string; target: string; next: string; locale: string; final?: string }) => `The redirect ${d.rule} goes to ${d.target}, which redirects again (${d.next}) in locale ${d.locale}.`,
    hint: (d) => `Point it at the final URL${d.final ? ` (${d.final})` : ''} so visitors take one hop.`,
    explanation: {
      meaning: 'A redirect\'s target is itself redirected. Visitors and crawlers would take two hops where one can do (D3), and each hop costs a round trip.',
      example: {
        file: REDIRECTS_FILE,
        input: "    { from: '/Pricing', to: '/pricing', note: 'Legacy capitalised path.' },\n    …\n    { from: '/prices', to: '/Pricing', locales: ['en'] },",
        data: { rule: 'redirects.paths[4]', target: '/Pricing', next: 'redirects.paths[2]', locale: 'en', final: '/pricing' },
        at: { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' },
      },
      fix: 'Point the redirect at the final URL the hint names.',
    },
  }),
  REDIRECT_CYCLE: defineCode({
    severity: 'error',
    title: 'Redirect loop',
    message: (d: { match: string; target: string; locale: string; rule: string; next: string }) => `Redirects loop: ${d.match} → ${d.target} → … → ${d.match} (locale ${d.locale}).`,
    hint: (d) => `Point ${d.rule}.to at a page; ${d.next} also redirects.`,
    explanation: {
      meaning: 'Following redirects from this source comes back to it: the URL never answers with a page.',
      example: {
        file: REDIRECTS_FILE,
        input: "    { from: '/old-a', to: '/old-b' },\n    { from: '/old-b', to: '/old-a' },",
        data: { match: '/old-a', target: '/old-b', locale: 'en', rule: 'redirects.paths[4]', next: 'redirects.paths[5]' },
        at: { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' },
      },
      fix: 'Point each redirect of the loop at a page.',
    },
  }),
  REDIRECT_TARGET_UNKNOWN: defineCode({
    severity: 'error',
    title: 'Redirect to no page',
    message: (d: { rule: string; target: string; locale: string; closest: readonly string[] }) => `The redirect ${d.rule} goes to ${d.target}, which is not a page in locale ${d.locale}.`,
    hint: (d) => (d.closest.length ? `Closest pages in ${d.locale}: ${d.closest.join(', ')}. Or limit "locales" to where the target exists.` : 'Limit "locales" to where the target exists.'),
    explanation: {
      meaning: 'A redirect applies in each of its locales with the locale prefix added to both sides; in this locale its target is not a page of the plan, so visitors would land on a 404. Often the target exists only in some languages.',
      example: {
        file: REDIRECTS_FILE,
        input: "    { from: '/old-pricing', to: '/pricing-plans' },",
        data: { rule: 'redirects.paths[4]', target: '/pricing-plans', locale: 'en', closest: ['/pricing', '/partner-plan', '/pre-sales'] },
        at: { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4].to' },
      },
      fix: 'Point the redirect at an existing page, or list only the `locales` in which the target exists.',
    },
  }),
  REDIRECT_SHADOWS_PAGE: defineCode({
    severity: 'error',
    title: 'Redirect hides a page',
    message: (d: { match: string; page: string; source: string }) => `The redirect from ${d.match} would hide the page ${d.page} (${d.source}).`,
    hint: () => 'A page wins on every host that serves files first; drop the redirect or the page.',
    explanation: {
      meaning: 'A redirect\'s source is the URL of a page. Hosts that serve files before redirects would never fire it, others would never show the page: the answer would depend on the host.',
      example: {
        file: REDIRECTS_FILE,
        input: "    { from: '/about-us', to: '/' },",
        data: { match: '/about-us', page: '/about-us', source: 'routes[2]' },
        at: { file: REDIRECTS_FILE, line: 37, path: 'redirects.paths[4]' },
      },
      fix: 'Remove the redirect, or remove (or restrict the languages of) the page.',
    },
  }),
  PLAN_CONFLICT: defineCode({
    severity: 'error',
    title: 'Rule over a page',
    message: (d: { rule: string; match: string; page: string; source: string }) => `The rule ${d.rule} (${d.match}) covers the page ${d.page} (${d.source}).`,
    hint: () => 'Two parts of the manifest claim this URL; change one of them.',
    explanation: {
      meaning: 'A rule the planner derives (a fallback, a slug swap, a locale-site or external-blog redirect) matches the URL of a page of the plan: two parts of the manifest disagree about what the URL is, in a way the other checks did not catch. The rule would hide the page on some hosts and not on others.',
      example: {
        file: REDIRECTS_FILE,
        input: "  externalBlogs: [{ locales: ['ru'], host: 'ruBlog', collections: ['blog', 'news', 'guide'], … }],",
        data: { rule: 'redirects.externalBlogs[0]', match: '/guide(/*)', page: '/guide', source: 'routes[12]' },
        at: { file: REDIRECTS_FILE, line: 6, path: 'redirects.externalBlogs[0]' },
      },
      fix: 'Decide which part owns the URL and change the other: narrow the rule\'s locales, or the route\'s guards.',
    },
  }),
};

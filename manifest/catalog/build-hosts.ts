/** Codes of the build as a whole and of host files it refuses to emit (`cli/build/build.ts`, `cli/hosts/`). */
import { defineCode } from './define.ts';

export const BUILD_HOST_CODES = {
  BUILD_FAILED: defineCode('error', 'Build stopped', {
    message: (d: { case?: 'runtime' | 'templates' | 'render'; error: string; lineText?: string }) =>
      d.case === 'runtime' ? `The browser runtime does not bundle: ${d.error}.` : d.case === 'templates' ? `The templates do not compile: ${d.error}.` : d.case === 'render' ? `A template threw while rendering: ${d.error}.` : `The build stopped: ${d.error}.`,
    hint: (d) =>
      d.lineText !== undefined
        ? `Check the line: ${d.lineText.trim()}`
        : d.case === 'render'
          ? 'Fix the component named, in templates/ (a file is named after its main component: Footer and FooterBody are in templates/layout/footer.tsx); nothing is written until every page renders, and site dev keeps serving the last good pages.'
          : d.case
          ? 'Fix the source; site dev keeps serving the last good pages meanwhile.'
          : 'The output folder (dist/ or --out) still holds the previous build. Run with SITE_DEBUG=1 for details.',
    meaning: 'Something outside the checked inputs went wrong while building (a template threw while rendering, a file could not be written). The new output is discarded, so the previous `dist/` stays as it was.',
    fix: 'Run the command again with `SITE_DEBUG=1` to see where it failed, and fix that code. If the cause is an input that `site check` should have reported, please report it.',
  }).example('templates/components/link-list.tsx', 'export function LinkList({ links }: LinkListProps) {\n  return <ul>{links.length ? <LinkList links={links} /> : null}</ul>;\n}', { error: 'Maximum call stack size exceeded' }, {}),
  HOST_BUDGET_EXCEEDED: defineCode('error', 'Host rule budget exceeded', {
    message: (d: { rules: number; limit: number }) => `_redirects would have ${d.rules} rules; Netlify's guidance is at most ${d.limit}.`,
    hint: () => 'Use fewer exact redirects (prefix rules cover many URLs at once), or move some to an Edge Function.',
    meaning: 'A host file would hold more rules than the host handles well (Netlify\'s guidance for `_redirects`). Rather than deploy a file the host slows down on or truncates, the target refuses it; `site check --target` exits 1.',
    fix: 'Replace many exact redirects by a few prefix rules, limit their `locales`, or deploy with a target that has no such limit (nginx).',
  }).example('manifest/site/redirects.ts', "    { from: '/blog/old-title-1', to: '/blog/new-title-1', locales: 'all' },\n    … (623 more like it, each in all 20 locales)", { rules: 12480, limit: 10000 }, { file: 'dist/main/_redirects' }),
  HOST_LINE_TOO_LONG: defineCode('error', 'Host file line too long', {
    message: (d: { case: 'redirects' | 'headers'; length: number; limit: number }) =>
      d.case === 'redirects' ? `A _redirects line has ${d.length} characters; Cloudflare documents ${d.limit}.` : `A _headers line has ${d.length} characters; Cloudflare reads at most ${d.limit}.`,
    hint: (d) => (d.case === 'redirects' ? 'Shorten the path or its target in the manifest.' : 'Declare fewer third-party origins (thirdParties, siteConfig.*.statistics), or move the policy to the worker.'),
    meaning: 'Cloudflare Pages ignores or cuts `_redirects` and `_headers` lines beyond its documented length. A long redirect path, or a content security policy listing many third-party origins, would be silently lost, so the file is refused.',
    fix: 'Shorten the redirect named, or declare fewer third-party origins; the worker can carry a long policy instead of `_headers`.',
  }).example('manifest/site/site-config.ts', "    statistics: [{ id: 'site-stats', position: 'head', src: `${externalHosts.stats}/hm.js?c3f1a7` }, …],", { case: 'headers', length: 2311, limit: 2000 }, { file: 'dist/main/_headers' }),
  HOST_UNSAFE_PATH: defineCode('error', 'Path the host would misread', {
    message: (d: { rule: string; source: string }) => `The rule ${d.rule} has a path or target nginx would misread.`,
    hint: (d) => `Use plain URL characters in ${d.source}.`,
    meaning: 'A redirect path or target contains characters (a space, a quote, a brace, a placeholder-like colon) that the host\'s config syntax would read as something else. The file is refused rather than written wrong.',
    fix: 'Write the path with plain URL characters (percent-encode a space as `%20`).',
  }).example('manifest/site/redirects.ts', "    { from: '/blog/old title', to: '/blog/new-title' },", { rule: 'redirects.paths[4]@en', source: 'redirects.paths[4]' }, { file: 'dist/main/_nginx/server.conf' }),
};

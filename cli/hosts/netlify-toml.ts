import type { PlanSite } from '../../manifest/plan/types.ts';

/** Where the printed Netlify configuration goes in the site root. */
export const NETLIFY_TOML = 'netlify.toml';

/**
 * `netlify.toml` for a deploy from inside `dist/<site>/` (`netlify deploy --prod` there, or a
 * Netlify site whose base directory is that folder): the publish folder is the folder itself, and
 * nothing is built on Netlify (the build already ran). Redirects and headers stay in `_redirects`
 * and `_headers` beside it, which Netlify reads from the publish folder: one format shared with
 * Cloudflare, checked by Netlify's own parser in the tests; the file says so instead of
 * repeating them. `[dev]` lets `netlify dev` serve the folder as it is.
 */
export function printNetlifyToml(site: PlanSite, banner: string): string {
  return [
    `# ${banner}`,
    `# Deploy: cd dist/${site.id} && netlify deploy --prod (one Netlify site per domain; this one serves ${site.origin}).`,
    '# Redirects and headers are in _redirects and _headers in this folder, which Netlify reads from the publish folder.',
    '[build]',
    '  publish = "."',
    '  command = ""',
    '',
    '[dev]',
    '  framework = "#static"',
    '  publish = "."',
    '  autoLaunch = false',
    '',
  ].join('\n');
}

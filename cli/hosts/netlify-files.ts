/**
 * Netlify's file lookup for a request path, as netlify-cli 26.2 mirrors the CDN
 * (`dist/utils/proxy.js`, `getStatic` and `alternativePathsFor`): the path itself, then for
 * `/x` the files `x.html`, `x.htm`, `x/index.html`, `x/index.htm`, and for `/x/` the files
 * `x.html`, `x.htm`, `x/index.html`, `x/index.htm`. Paths that look like assets try only themselves.
 */
const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;

/** The candidate files of a decoded request path, site-relative with a leading slash, in lookup order. */
function netlifyCandidates(path: string): string[] {
  const out = [path];
  if (path.endsWith('/')) {
    const stem = path.slice(0, -1);
    if (path !== '/') out.push(`${stem}.html`, `${stem}.htm`);
    out.push(`${path}index.html`, `${path}index.htm`);
  } else if (!ASSET_EXTENSION.test(path)) {
    out.push(`${path}.html`, `${path}.htm`, `${path}/index.html`, `${path}/index.htm`);
  }
  return out;
}

/** The first existing file for a decoded request path, or undefined. `isFile` gets site-relative paths with a leading slash. */
export function netlifyStaticFile(path: string, isFile: (file: string) => boolean): string | undefined {
  return netlifyCandidates(path).find((candidate) => isFile(candidate));
}

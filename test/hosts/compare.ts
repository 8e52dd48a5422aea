import { pageFile } from '../../cli/hosts/page-file.ts';
import type { HostTarget } from '../../cli/hosts/types.ts';
import { referenceAnswer, type ReferenceAnswer } from '../../cli/serve/reference-answer.ts';
import { HOST_FILE } from '../../cli/serve/site-files.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { EngineAnswer } from './http-client.ts';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * A Location in comparable form: the engine's own origin removed (a relative and an absolute
 * Location to the same server are the same answer), then RFC 3986 §6.2.2 syntax normalisation:
 * percent-escapes upper-cased, escaped unreserved characters decoded. `/caf%c3%a9` and
 * `/caf%C3%A9`, `/%70ricing` and `/pricing` name the same resource.
 */
export function normalizeLocation(location: string, engineUrl: string): string {
  const own = location.startsWith(engineUrl) ? location.slice(engineUrl.length) || '/' : location;
  return own.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** True when the engine answered what resolve() says: status, Location, and which page it served. */
export function sameAnswer(expected: ReferenceAnswer, actual: EngineAnswer, engineUrl: string): boolean {
  if (expected.status !== actual.status) return false;
  if ('location' in expected) return actual.location !== undefined && normalizeLocation(actual.location, engineUrl) === normalizeLocation(expected.location, engineUrl);
  if (actual.location !== undefined) return false;
  if ('file' in expected) return actual.page === undefined;
  return expected.page === undefined || actual.page === expected.page;
}

/** One line for a failure message: `GET /x → 200 /x (expected 301 /y)`. */
export function describeAnswer(answer: ReferenceAnswer | EngineAnswer): string {
  if ('location' in answer && answer.location !== undefined) return `${answer.status} ${answer.location}`;
  if ('file' in answer) return `${answer.status} file ${answer.file}`;
  const page = 'page' in answer ? answer.page : undefined;
  return `${answer.status}${page ? ` page ${page}` : ''}`;
}

/**
 * What a site must answer, over its built files (`files`: site paths, as `listSiteFiles` lists
 * them): resolve(), plus the build's other files for paths resolve() does not know. Host files are
 * not files of the site, and neither is a page's own HTML file: `/fil.h%74ml` names `fil.html`
 * once decoded, but that file is the page `/fil`, which resolve() serves at its canonical path only.
 */
export function siteReference(plan: SitePlan, siteId: string, target: HostTarget, files: ReadonlySet<string>): (request: string) => ReferenceAnswer {
  const pageFiles = new Set(plan.pages.filter((page) => page.site === siteId).map((page) => `/${pageFile(target, page.path)}`));
  return (request) => referenceAnswer(plan, siteId, request, (path) => files.has(path) && !HOST_FILE.test(path) && !pageFiles.has(path));
}

import { type Diagnostic, diagnostic, formatPath, type Location } from '../diagnostics.ts';
import type { DiagnosticData } from '../diagnostics.ts';
import type { PlanContext } from './context.ts';
import { itemPath } from './items.ts';
import type { PlannedPage } from './types.ts';

type Page = Pick<PlannedPage, 'site' | 'path' | 'source' | 'subject' | 'template'>;
type Owner = DiagnosticData<'RESERVED_NAME'>['owner'];

/**
 * The file of a page inside its site's folder: `/` → `index.html`, `/a/b` → `a/b.html`. The same
 * layout as the build's `cli/hosts/page-file.ts` for every target (a test keeps the two in step);
 * the planner needs it to find pages that would overwrite each other before anything is written.
 */
export function pageFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The file of the build or the hosts a page path would take, if any: `x/index` (a folder index),
 * `…/404` (the not-found page; Cloudflare Pages serves the nearest one up the folders), anything in
 * `assets/` (hashed files cached for a year) or `builds/` (build metadata). Case-insensitive, as
 * the disks and hosts that do not tell `Assets` from `assets`.
 */
export function reservedOwner(path: string): { owner: Owner; segment: string } | undefined {
  const segments = path.split('/').slice(1);
  const first = segments[0] ?? '';
  const last = segments.at(-1) ?? '';
  if (first.toLowerCase() === 'assets' || first.toLowerCase() === 'builds') return { owner: first.toLowerCase() as Owner, segment: first };
  if (last.toLowerCase() === '404') return { owner: 'not-found', segment: last };
  if (last.toLowerCase() === 'index') return { owner: 'folder-index', segment: last };
  return undefined;
}

/**
 * What in the manifest or content made a page's segment: the item's slug (`features[7].slug`), the
 * entry file whose slug it is, the declared category or tag, or else the route's path.
 */
function claimOf(ctx: PlanContext, page: Page, segment: string): { label: string; at: Location } {
  const item = itemPath(ctx.manifest, page.subject);
  if (item) return { label: item, at: { path: item } };
  const { subject } = page;
  if (subject.kind === 'entry' && subject.slug === segment) return { label: subject.file, at: { file: subject.file } };
  if (subject.kind === 'listing') {
    const taxonomy = ctx.manifest.collections[subject.collection as keyof typeof ctx.manifest.collections];
    for (const field of ['categories', 'tags'] as const) {
      const index = taxonomy?.[field].indexOf(segment) ?? -1;
      const value = field === 'categories' ? subject.category : subject.tag;
      if (index >= 0 && value === segment) {
        const path = formatPath(['collections', subject.collection, field, index]);
        return { label: path, at: { path } };
      }
    }
  }
  const path = `${page.source}.path`;
  return { label: path, at: { path } };
}

function lastSegment(path: string): string {
  return path.split('/').at(-1) ?? '';
}

/**
 * Which of two pages on one file to blame: for a case clash the one with capitals (URLs are
 * lowercase, D3); otherwise the item page, the likely new entry; otherwise the later page.
 */
function blameFirst(ctx: PlanContext, page: Page, first: Page, same: boolean): boolean {
  const capitals = (candidate: Page) => candidate.path !== candidate.path.toLowerCase();
  if (!same && capitals(page) !== capitals(first)) return capitals(page);
  return itemPath(ctx.manifest, page.subject) !== undefined || itemPath(ctx.manifest, first.subject) === undefined;
}

/**
 * Every page of a site gets a file of its own (issue 10): two pages whose files are one file, or
 * differ only in case, are OUTPUT_FILE_CLASH (naming both, blaming the item when one is involved,
 * as DUPLICATE_URL does); a page on a file the build or the hosts own is RESERVED_NAME. One problem
 * per manifest value: the clash of `/index` with `/` on one site wins over `/de/index` elsewhere.
 * Pages of the not-found template may be a `404.html` (the spec's `/error/404`).
 */
export function checkOutputFiles(ctx: PlanContext, site: string, pages: readonly Page[], notFoundTemplate: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byFile = new Map<string, Page>();
  const reported = new Map<string, string>();
  const report = (claim: { label: string; at: Location }, d: Diagnostic) => {
    const code = reported.get(claim.label);
    if (code !== undefined && code !== d.code) return;
    reported.set(claim.label, d.code);
    out.push(d);
  };
  for (const page of pages) {
    const file = pageFileOf(page.path);
    const key = file.toLowerCase();
    const first = byFile.get(key);
    if (first) {
      // Two content entries of one collection: CONTENT_DUPLICATE already names both files.
      if (page.subject.kind === 'entry' && first.subject.kind === 'entry') continue;
      const same = pageFileOf(first.path) === file;
      const [blamed, other] = blameFirst(ctx, page, first, same) ? [page, first] : [first, page];
      const blamedClaim = claimOf(ctx, blamed, lastSegment(blamed.path));
      const otherClaim = claimOf(ctx, other, lastSegment(other.path));
      const data = { case: same ? 'same' : 'case', file: `dist/${site}/${pageFileOf(other.path)}`, first: otherClaim.label, firstPage: other.path, second: blamedClaim.label, secondPage: blamed.path } as const;
      report(blamedClaim, diagnostic('OUTPUT_FILE_CLASH', data, blamedClaim.at));
      continue;
    }
    byFile.set(key, page);
    const reserved = reservedOwner(page.path);
    // A not-found page may be a 404.html (the spec's /error/404): hosts serving it for unknown URLs is its job.
    if (!reserved || (reserved.owner === 'not-found' && page.template === notFoundTemplate)) continue;
    const claim = claimOf(ctx, page, reserved.segment);
    report(claim, diagnostic('RESERVED_NAME', { source: claim.label, name: reserved.segment, page: page.path, file: `dist/${site}/${file}`, owner: reserved.owner }, claim.at));
  }
  return out;
}

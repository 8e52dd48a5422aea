/**
 * Whether a build serves this very page (spec 4, 7). Pages carry the id of their own content
 * (`config.page.id`, a hash of everything the page is rendered from), not the id of the build, so a
 * build that leaves a page unchanged does not rewrite it. Each build's
 * `builds/meta/{buildId}.json` lists its prerendered paths and, in the same order, their page ids:
 * the page belongs to that build when its path is listed with its id.
 */

/** The part of `builds/meta/{id}.json` read here. */
export interface BuildMeta {
  prerendered: string[];
  pageIds: string[];
}

/** True when `meta` lists `path` with `pageId`; false when it lists another id or not the path. */
export function metaServesPage(meta: BuildMeta, path: string, pageId: string): boolean {
  const index = meta.prerendered.indexOf(path);
  return index >= 0 && meta.pageIds[index] === pageId;
}

/** `/builds/meta/{id}.json` with the id filled in. */
export function buildMetaPath(template: string, buildId: string): string {
  return template.replace('{id}', encodeURIComponent(buildId));
}

/**
 * Fetches the meta of `buildId` and tells whether it serves the page; `null` when that cannot be
 * known (network error, no meta, a malformed one). Metas never change once written, so the
 * browser's cache may answer.
 */
export async function buildServesPage(metaPath: string, path: string, pageId: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<boolean | null> {
  try {
    const response = await fetchImpl(metaPath);
    if (!response.ok) return null;
    const meta = (await response.json()) as Partial<BuildMeta> | null;
    if (!Array.isArray(meta?.prerendered) || !Array.isArray(meta?.pageIds)) return null;
    return metaServesPage(meta as BuildMeta, path, pageId);
  } catch {
    return null;
  }
}

import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { PlannedPage } from '../../../manifest/plan/types.ts';
import { metaHashOf } from '../entry-hashes.ts';
import { shortHash } from '../hash.ts';
import { jsonOf, memoOn } from '../memo.ts';
import type { ViewContext } from '../views/context.ts';
import { type BodyRef, entryKey } from '../views/site-index.ts';

/**
 * What each page's view read, kept in the cache between builds: `site|path` → its view key and
 * the rendered bodies it showed (entry key → body key, '' for an entry without one). Valid for one
 * views digest (`viewsDigest`): everything a view reads besides the bodies.
 */
export interface PageDeps {
  digest: string;
  pages: Record<string, [key: string, bodies: Record<string, string>]>;
}

/**
 * A hash of everything the page views read except the markdown bodies: the code, the manifest
 * (the plan is a function of it and the entries' front matter), every entry without its body,
 * the messages, the asset names and images, and the build's extras (stand-ins). When it is equal
 * to the last build's, a page whose bodies are unchanged has its last view key.
 */
export function viewsDigest(parts: { code: string; manifest: unknown; entries: readonly ContentEntry[]; messages: unknown; shared: readonly string[]; images: unknown; icons: unknown; extra: unknown }): string {
  // Each entry by a hash of it without its body, kept with the entry (site dev keeps unchanged ones).
  const entries = parts.entries.map(metaHashOf);
  return shortHash([parts.code, jsonOf(parts.manifest), ...entries, jsonOf(parts.messages), ...parts.shared, JSON.stringify(parts.images), JSON.stringify(parts.icons), JSON.stringify(parts.extra ?? null)].join('\u0000'), 32);
}

/** `site|path`: the key of a page in the dependency index. */
export function pageSlot(page: Pick<PlannedPage, 'site' | 'path'>): string {
  return `${page.site}|${page.path}`;
}

/** The last view key of a page when its views digest and every body it read are unchanged. */
export function reusableKey(previous: PageDeps | undefined, digest: string, page: PlannedPage, bodies: ReadonlyMap<string, BodyRef>): string | undefined {
  if (previous?.digest !== digest) return undefined;
  const record = previous.pages[pageSlot(page)];
  if (!record) return undefined;
  const read = record[1];
  // for…in: no array of pairs per page (this runs for every page of every build).
  for (const entry in read) if ((bodies.get(entry)?.key ?? '') !== read[entry]) return undefined;
  return record[0];
}

/**
 * The views with a recorder on `index.body`: `track(build)` runs a page's view builder and returns
 * its result with the body keys it read. Views read bodies only through `index.body`, and the
 * shared memo (cards, hand-off URLs, related entries) holds nothing derived from a body, so the
 * recorded set is every body a page shows.
 */
export function trackedViews(views: ViewContext): { views: ViewContext; track<T>(build: (views: ViewContext) => T): { value: T; bodies: Record<string, string> } } {
  let reads: Record<string, string> | undefined;
  const body = views.index.body;
  const tracked: ViewContext = {
    ...views,
    index: {
      ...views.index,
      body: (entry) => {
        const ref = body(entry);
        if (reads) reads[entryKey(entry)] = ref?.key ?? '';
        return ref;
      },
    },
  };
  return {
    views: tracked,
    track(build) {
      reads = {};
      try {
        const value = build(tracked);
        return { value, bodies: reads };
      } finally {
        reads = undefined;
      }
    },
  };
}

import type { PlannedPage } from '../../../manifest/plan/types.ts';
import { shortHash } from '../hash.ts';
import type { BuildStore } from '../store/store.ts';
import { buildChrome } from '../views/chrome.ts';
import type { ViewContext } from '../views/context.ts';
import { buildPagePart } from '../views/page-part.ts';
import type { BodyRef } from '../views/site-index.ts';
import { bodyKeys } from './bodies.ts';
import { internFacts, type PageFacts } from './page-facts.ts';
import { type PageDeps, pageSlot, reusableKey, trackedViews } from './page-deps.ts';
import type { RenderPool } from './pool.ts';

/** A page of the build with its view key; its facts when it was rendered now (else the cache has them). */
export interface BuiltPage {
  page: PlannedPage;
  key: string;
  title: string;
  hash: string;
  facts?: PageFacts;
}

export interface PageRenderInputs {
  pages: readonly PlannedPage[];
  views: ViewContext;
  /** The hash of the code and of each locale's messages: part of every page's key. */
  code: string;
  messagesKey(locale: string): string;
  /** The output file of a page path on the build's target (`/de` → `de.html`). */
  pageFile(path: string): string;
  store: BuildStore;
  pool: RenderPool;
  progress?(done: number, total: number): void;
  /**
   * The dependency index of the last build and this build's views digest (`page-deps.ts`): a page
   * whose inputs are unchanged gets its last view key without building its view.
   */
  deps?: { previous: PageDeps | undefined; digest: string; bodies: ReadonlyMap<string, BodyRef> };
}

/** A page of a batch: its view key and, once built (always when it must render), its view part. */
interface BatchItem {
  page: PlannedPage;
  key: string;
  file: string;
  known: { hash: string; title: string } | undefined;
  chrome?: { key: string; json: string };
  part?: ReturnType<typeof buildPagePart>;
  json?: string;
}

/**
 * The id of a page's content (`RuntimePage.id`, listed in `builds/meta/{id}.json`): the first 10
 * characters of its view key (spec 9: 10-character cache keys). Unchanged inputs, unchanged id, so
 * the page stays byte-identical from build to build.
 */
export function pageIdOf(key: string): string {
  return key.slice(0, 10);
}

const PAGE_BATCH = 64;
/** Page batches handed to the workers at once: enough to keep both busy while views are built. */
const MAX_INFLIGHT = 4;

/**
 * Builds every page's view and renders those whose view changed (or whose output is gone): a
 * page's key is a hash of the code, its locale's chrome and messages, and its own view part.
 * Pages render on the workers while this thread prepares the next batches.
 */
export async function renderPages(inputs: PageRenderInputs): Promise<{ built: BuiltPage[]; rendered: number; deps: PageDeps | undefined }> {
  const { pages, store, pool } = inputs;
  const chromeOf = chromeCache(inputs);
  const tracking = trackedViews(inputs.views);
  const deps: PageDeps | undefined = inputs.deps && { digest: inputs.deps.digest, pages: {} };
  const built: BuiltPage[] = [];
  let done = 0;
  let rendered = 0;
  const inflight = new Set<Promise<void>>();
  /** One string for each link, asset and alternate the rendered pages' facts name (`internFacts`). */
  const strings = new Map<string, string>();
  /** Builds a page's view (recording the bodies it reads) and its key. */
  const buildItem = (page: PlannedPage, file: string): BatchItem => {
    const chrome = chromeOf(page.locale);
    const { value: part, bodies } = tracking.track((views) => buildPagePart(views, page));
    const json = JSON.stringify(part);
    const key = shortHash(`${inputs.code}\u0000${chrome.key}\u0000${json}`, 16);
    if (deps) deps.pages[pageSlot(page)] = [key, bodies];
    return { page, chrome, part, json, key, file, known: store.cache.page(key) };
  };
  for (let start = 0; start < pages.length; start += PAGE_BATCH) {
    const batch = pages.slice(start, start + PAGE_BATCH).map((page): BatchItem => {
      const file = `${page.site}/${inputs.pageFile(page.path)}`;
      const reused = inputs.deps && reusableKey(inputs.deps.previous, inputs.deps.digest, page, inputs.deps.bodies);
      const known = reused ? store.cache.page(reused) : undefined;
      if (!reused || !known || store.needsRender(file, known.hash)) return buildItem(page, file);
      if (deps) deps.pages[pageSlot(page)] = inputs.deps?.previous?.pages[pageSlot(page)] ?? [reused, {}];
      return { page, key: reused, file, known };
    });
    const missing = batch.filter((item) => store.needsRender(item.file, item.known?.hash));
    for (const item of batch) {
      if (!item.known || missing.includes(item)) continue;
      built.push({ page: item.page, key: item.key, title: item.known.title, hash: item.known.hash });
      await store.putKnown(item.file, item.known.hash);
    }
    const tasks = missing.map((item) => ({
      type: 'page' as const,
      chrome: item.chrome as { key: string; json: string },
      part: item.json as string,
      bodies: Object.fromEntries(bodyKeys(item.part as ReturnType<typeof buildPagePart>).map((key) => [key, store.cache.markdown.html(key)])),
      pageId: pageIdOf(item.key),
    }));
    const rendering = pool.run(tasks).then(async (results) => {
      for (const [i, item] of missing.entries()) {
        const rendered = results[i] as (typeof results)[number];
        const result = { ...rendered, facts: internFacts(rendered.facts, strings) };
        await store.putRendered(item.key, item.file, result);
        built.push({ page: item.page, key: item.key, title: result.facts.title, hash: result.hash, facts: result.facts });
      }
      rendered += missing.length;
      done += batch.length;
      inputs.progress?.(done, pages.length);
    });
    inflight.add(rendering);
    void rendering.finally(() => inflight.delete(rendering)).catch(() => undefined);
    while (inflight.size >= MAX_INFLIGHT) await Promise.race(inflight);
  }
  await Promise.all(inflight);
  return { built, rendered, deps };
}

/** Each locale's chrome, serialised and hashed once (with the locale's messages, which templates read). */
function chromeCache(inputs: PageRenderInputs): (locale: string) => { key: string; json: string } {
  const chromes = new Map<string, { key: string; json: string }>();
  return (locale) => {
    let chrome = chromes.get(locale);
    if (!chrome) {
      const json = JSON.stringify(buildChrome(inputs.views, locale));
      chromes.set(locale, (chrome = { key: shortHash(`${locale}\u0000${json}\u0000${inputs.messagesKey(locale)}`, 16), json }));
    }
    return chrome;
  };
}

import { cpus } from 'node:os';
import { join } from 'node:path';
import { type Diagnostic, diagnostic, hasErrors } from '../../manifest/diagnostics.ts';
import { pageFile } from '../hosts/index.ts';
import type { HostTarget, NginxDeploy } from '../hosts/types.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { Project } from '../project.ts';
import { checkCovers } from '../../manifest/content/check-covers.ts';
import { shortHash } from './hash.ts';
import { memoOn } from './memo.ts';
import type { OutputFile } from './output.ts';
import { planKeyOf } from './plan-key.ts';
import type { RuntimeFileSize } from './inputs/bundle-runtime.ts';
import type { ImageStats } from './inputs/images.ts';
import { type BuildInputs, type InputOptions, readInputs } from './inputs/read-inputs.ts';
import { messageDiagnostics } from './message-check.ts';
import { bodyDiagnostics, renderBodies } from './render/markdown-bodies.ts';
import { blocksRender, droppedSlugs } from './render-gate.ts';
import { type BuiltPage, pageIdOf, renderPages } from './render/pages.ts';
import { viewsDigest } from './render/page-deps.ts';
import { createRenderPool } from './render/pool.ts';
import type { createRenderer } from './render/render-tasks.ts';
import { PAGE_RENDER_FAILURE } from './render/render-failure.ts';
import type { KeptFile } from './store/build-cache.ts';
import { BuildStore } from './store/store.ts';
import { checkBuiltPages } from './views/check-pages.ts';
import { textSources } from './views/text-sources.ts';
import { createViews, i18nSetupOf, type ViewInputs } from './views/create-views.ts';
import { siteFiles, siteSitemaps, sitemapDay } from './views/site-files.ts';
import { type StandIn, withStandIn } from './views/stand-in.ts';
import { checkWidgetImages } from './views/widget-images.ts';

export interface BuildOptions {
  /** Output folder; default `<root>/dist`. */
  outDir?: string;
  /** Write the output (build) or only render and check (check). */
  write: boolean;
  /** Host target whose files (redirects, headers, worker…) go into each site root; default `static`. */
  target?: HostTarget;
  /** The nginx target's `listen` and `root` lines (`site build --nginx-listen`, `--nginx-root`); default port 80, `/var/www/{site}`. */
  nginx?: NginxDeploy;
  /** Render threads; default 2 (this machine's cores), 0 renders in this thread. */
  workers?: number;
  /** The compiled render worker (set by the CLI launcher); without it rendering is in-process. */
  workerFile?: string;
  /** The compiled image encoder (`encode-child.ts`): images that are not cached are encoded in a process of its own. */
  encoderFile?: string;
  /** Cache folder; default `<root>/node_modules/.cache/site/build`. */
  cacheDir?: string;
  /**
   * Encoded images, by source hash and settings; default `<cacheDir>/images`. Builds may share one
   * (writes are atomic), so test files that each build the site encode the images once.
   */
  imageCacheDir?: string;
  /** Stand-ins for every third party (tests, `site serve --mock-api`). */
  standIn?: StandIn;
  /** Called as pages are done. */
  progress?(done: number, total: number): void;
  /** Called after each phase with the seconds since the build started (`SITE_TIMINGS=1`). */
  timing?(phase: string, seconds: number): void;
  /** Clock, for reproducible tests. */
  now?: () => Date;
  /**
   * Codes reported as warnings instead of errors. Only the bench sets it (`SITE_BENCH=1`): its
   * corpus is the peers' English text under 20 locales, which the language check would refuse, so
   * the check still runs (its cost is measured) but does not stop the output from being written.
   */
  warnOnly?: readonly string[];
  /**
   * Warning codes reported as errors, so the build writes nothing: `site build` sets
   * `CONTENT_PLACEHOLDER` (the `site new` template's text must never be published), while `site
   * check`, `site dev` and `site serve` keep it a warning (a new item can be checked and previewed).
   */
  errorFor?: readonly string[];
  /**
   * A store kept by a long-running caller (`site dev`), its cache already loaded: its render cache
   * and markdown pack stay in memory between builds. Default: a store over `cacheDir` and `outDir`.
   */
  store?: BuildStore;
  /** Renders in this thread with this renderer instead of the one compiled in (`site dev` after a template edit; pair it with `workerFile`). */
  createRenderer?: typeof createRenderer;
  /**
   * Stops the build (`site dev` stopped during its first build): the render workers are ended at
   * once and the build returns BUILD_FAILED, writing nothing, as any stopped build.
   */
  signal?: AbortSignal;
  /** Reads the build inputs; a long-running caller passes one that re-reads only changed files. Default: `readInputs`. */
  readInputs?: (root: string, plan: SitePlan, entries: Project['entries'], extra: unknown, options: InputOptions) => Promise<BuildInputs>;
}

export interface BuildSummary {
  buildId: string;
  target: HostTarget;
  sites: number;
  pages: number;
  files: number;
  /** Bytes written (hard-linked unchanged files not counted). */
  bytes: number;
  seconds: number;
  rendered: number;
  reused: number;
  markdownRendered: number;
  runtime: RuntimeFileSize[];
  coreGzip: number;
  /** The image pipeline: sources, variants encoded or reused, encode time, bytes per density. */
  images: ImageStats;
  /** True when the inputs were those of the output already in place, which was kept as it is. */
  unchanged?: boolean;
}

export interface BuildOutcome {
  ok: boolean;
  diagnostics: Diagnostic[];
  summary?: BuildSummary;
  /** What stopped the build, when it stopped (BUILD_FAILED). */
  error?: Error;
}

/**
 * Builds every page of the plan, phase by phase: read the inputs; stop if the output in place is
 * this build; render the markdown bodies; build each page's view and render those that changed;
 * check the rendered pages; add each site's sitemaps, build meta and host files; commit the tree
 * (only when there is no error). Every file goes through the store, the build's only writer.
 */
export async function buildSite(project: Project, options: BuildOptions): Promise<BuildOutcome> {
  const started = performance.now();
  const phase = (name: string) => options.timing?.(name, (performance.now() - started) / 1000);
  const loaded = promoted(project.diagnostics, options.errorFor);
  if (!project.plan || blocksRender(loaded)) return { ok: false, diagnostics: loaded };
  const plan = options.standIn ? withStandIn(project.plan, options.standIn) : project.plan;
  const target = options.target ?? 'static';
  /** The target and its deployment settings: the output in place is this build only when both match. */
  const targetKey = target === 'nginx' && options.nginx ? `${target} ${JSON.stringify(options.nginx)}` : target;
  const now = options.now?.() ?? new Date();
  const cacheDir = options.cacheDir ?? join(project.root, 'node_modules', '.cache', 'site', 'build');
  const inputs = await (options.readInputs ?? readInputs)(project.root, plan, project.entries, options.standIn, { imageCacheDir: options.imageCacheDir ?? join(cacheDir, 'images'), runtimeCacheFile: join(cacheDir, 'derived', 'runtime.json'), imageRecordFile: join(cacheDir, 'derived', 'images.json'), ...(options.encoderFile ? { encoderFile: options.encoderFile } : {}) });
  const i18n = i18nSetupOf(plan, inputs.messages);
  const assetPaths = [...inputs.assets.urls.keys()];
  phase('inputs loaded');
  // Loaded before the input checks: the message files' language check is kept in it.
  const store = options.store ?? new BuildStore(cacheDir, options.write ? (options.outDir ?? join(project.root, 'dist')) : undefined);
  if (!options.store) await store.load();
  phase('cache loaded');
  const messageLanguage = { code: inputs.code, get: (key: string) => store.cache.messageLanguageChecks(key), put: (key: string, found: Diagnostic[]) => store.cache.putMessageLanguageChecks(key, found) };
  const diagnostics = [
    ...loaded,
    ...inputs.diagnostics,
    ...checkWidgetImages(inputs.assets.urls, inputs.templateSources),
    // The same message files, templates and plan (site dev after a content edit) give the same diagnostics.
    ...(await memoOn([inputs.messageFiles, inputs.templateSources, plan], 'message diagnostics', () => messageDiagnostics(project.root, inputs.messageFiles, inputs.templateSources, plan, messageLanguage))),
    ...checkCovers(project.entries, project.sources, assetPaths),
  ];
  phase('inputs checked');
  if (blocksRender(diagnostics)) return { ok: false, diagnostics };
  /** Diagnostics from here on are the build's own: remembered for a rebuild that stops early. */
  const fromInputs = diagnostics.length;
  const summarize = (did: Pick<BuildSummary, 'files' | 'bytes' | 'rendered' | 'markdownRendered'> & { unchanged?: true }): BuildSummary => ({
    buildId: inputs.buildId, target, sites: plan.sites.length, pages: plan.pages.length, seconds: (performance.now() - started) / 1000,
    reused: plan.pages.length - did.rendered, runtime: inputs.runtime.sizes, coreGzip: inputs.runtime.initialGzip, images: inputs.imageStats, ...did,
  });
  if (store.holds(inputs.buildId, targetKey)) {
    diagnostics.push(...(store.cache.lastBuildDiagnostics() ?? []));
    return { ok: !hasErrors(diagnostics), diagnostics, summary: summarize({ files: 0, bytes: 0, rendered: 0, markdownRendered: 0, unchanged: true }) };
  }
  const pool = createRenderPool({ ...(options.workerFile ? { workerFile: options.workerFile } : {}), ...(options.createRenderer ? { createRenderer: options.createRenderer } : {}), workers: options.workers ?? Math.min(2, cpus().length), setup: { i18n, images: [...inputs.assets.images], origins: plan.sites.map((site) => site.origin), names: [plan.manifest.brand.name, ...plan.manifest.alternatives.map((alternative) => alternative.name)], tags: plan.locales.map((locale) => locale.tag) } });
  const stop = () => void pool.close();
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    options.signal?.throwIfAborted();
    const bodies = await renderBodies(project.entries, plan.locales, shortHash(JSON.stringify([...inputs.assets.images])), inputs.code, store.cache.markdown, pool);
    diagnostics.push(...bodyDiagnostics(project.entries, bodies.byEntry, assetPaths));
    phase('markdown');
    options.signal?.throwIfAborted();
    const views = createViews(plan, project.entries, viewInputs(inputs, i18n, bodies.byEntry));
    await store.open();
    options.progress?.(0, plan.pages.length);
    const messagesKey = (code: string) => shortHash(JSON.stringify([i18n.fallback, inputs.messages[code] ?? null, inputs.messages[i18n.fallback] ?? null]), 16);
    const deps = { previous: store.cache.pageDeps(), digest: viewsDigestOf(inputs, plan, project.entries, options.standIn), bodies: bodies.byEntry };
    const pages = await renderPages({ pages: plan.pages, views, code: inputs.code, messagesKey, pageFile: (path) => pageFile(target, path), store, pool, deps, ...(options.progress ? { progress: options.progress } : {}) });
    if (pages.deps) store.cache.putPageDeps(pages.deps);
    // Nothing renders after this: the workers' memory (React, the dictionaries, the check's memos)
    // is given back before the checks and site files, where this thread's heap peaks.
    await pool.close();
    phase('pages');
    options.signal?.throwIfAborted();

    const checks = checkBuiltPages(views.index, pages.built, new Set(inputs.shared.map((file) => `/${file.path}`)), inputs.code, { facts: (key) => store.cache.pageFacts(key), results: (context, key) => store.cache.pageChecks(context, key) }, droppedSlugs(project.sources.keys(), project.entries), textSources({ entries: project.entries, messages: inputs.messages, manifest: plan.manifest, names: [plan.manifest.brand.name, ...plan.manifest.alternatives.map((alternative) => alternative.name)] }));
    store.cache.putChecks(checks.context, checks.byKey);
    diagnostics.push(...demoted(checks.diagnostics, options.warnOnly));
    const workerCode = await (await import('../hosts/bundle-worker.ts')).workerCodeFor(target, project.root);
    const written = await writeSiteFiles(plan, pages.built, store, { id: inputs.buildId, now, target, shared: inputs.shared, ...(workerCode ? { workerCode } : {}), ...(options.nginx ? { nginx: options.nginx } : {}) });
    diagnostics.push(...written.diagnostics);
    const files = plan.pages.length + written.files;
    store.cache.setLastBuild({ id: inputs.buildId, target: targetKey }, diagnostics.slice(fromInputs));
    phase('checks and site files');
    const ok = !hasErrors(diagnostics);
    await store.finish(ok, { id: inputs.buildId, target: targetKey });
    phase('written');
    return { ok, diagnostics, summary: summarize({ files, bytes: store.bytes, rendered: pages.rendered, markdownRendered: bodies.rendered }) };
  } catch (error) {
    await store.abort();
    const message = (error as Error).message;
    diagnostics.push(diagnostic('BUILD_FAILED', message.startsWith(PAGE_RENDER_FAILURE) ? { case: 'render', error: message } : { error: message }));
    return { ok: false, diagnostics, error: error as Error };
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await pool.close();
  }
}

/** Everything the page views read besides the bodies (`render/page-deps.ts`). */
function viewsDigestOf(inputs: BuildInputs, plan: SitePlan, entries: Project['entries'], extra: unknown): string {
  return viewsDigest({ code: inputs.code, manifest: plan.manifest, entries, messages: inputs.messages, shared: [...inputs.shared.map((file) => file.path), inputs.cssUrl, inputs.spriteUrl, inputs.runtime.corePath], images: [...inputs.assets.images], icons: inputs.icons, extra: [extra ?? null, [...inputs.assets.urls]] });
}

/** The diagnostics with the given codes as warnings. */
function demoted(diagnostics: Diagnostic[], codes: readonly string[] = []): Diagnostic[] {
  return codes.length ? diagnostics.map((d) => (codes.includes(d.code) ? { ...d, severity: 'warning' } : d)) : diagnostics;
}

/** The diagnostics with the given codes as errors. */
function promoted(diagnostics: readonly Diagnostic[], codes: readonly string[] = []): Diagnostic[] {
  return diagnostics.map((d) => (codes.includes(d.code) ? { ...d, severity: 'error' } : d));
}

/** What the views read from the inputs and the rendered bodies. */
function viewInputs(inputs: BuildInputs, i18n: ViewInputs['i18n'], bodies: ViewInputs['bodies']): ViewInputs {
  return {
    i18n,
    bodies,
    images: inputs.assets.images,
    assetUrls: inputs.assets.urls,
    icons: inputs.icons,
    urls: { css: inputs.cssUrl, script: inputs.runtime.coreUrl, sprite: inputs.spriteUrl },
    runtimeVersion: inputs.runtime.corePath.replace(/^.*-|\.js$/g, ''),
  };
}

/** Each site's sitemaps, build meta, shared files and host files, and the page copies its host needs, into the store. */
async function writeSiteFiles(plan: SitePlan, built: readonly BuiltPage[], store: BuildStore, build: { id: string; now: Date; target: HostTarget; shared: BuildInputs['shared']; workerCode?: string; nginx?: NginxDeploy }) {
  const key = (page: { site: string; path: string }) => `${page.site}|${page.path}`;
  const hashes = new Map(built.map((page) => [key(page.page), page.hash]));
  const pageIds = new Map(built.map((page) => [key(page.page), pageIdOf(page.key)]));
  const diagnostics: Diagnostic[] = [];
  const day = sitemapDay(build.now);
  // The plan's key hashes the tool's code too (plan-key.ts), so a new sitemap code is a new key.
  const planKey = planKeyOf(plan);
  // Files kept from the last build (shared files, sitemaps of the same plan) keep their hash.
  const hashOf = (file: OutputFile) => file.hash ?? memoOn(file, 'hash', () => shortHash(file.contents, 16));
  let files = 0;
  for (const site of plan.sites) {
    const made = () => siteSitemaps(plan, site.id, day);
    // The sitemaps are a function of the plan, the site and the day: a rebuild of the same plan
    // (a body edit) links the last build's files by the hashes it kept instead of making ~5 MB of
    // XML a site and hashing it again (cli/build/README.md § 6).
    const sitemapsKey = planKey && shortHash(`${planKey}\0${site.id}\0${day}`, 16);
    const kept = sitemapsKey ? store.cache.keptSitemaps(site.id, sitemapsKey) : undefined;
    const sitemaps = kept?.map((file) => keptFile(file, made));
    const output = siteFiles(plan, site.id, { ...build, pageIds, ...(sitemaps ? { sitemaps } : {}) });
    diagnostics.push(...output.diagnostics);
    files += output.files.length + output.pageCopies.length;
    for (const file of output.files) await store.putFile(`${site.id}/${file.path}`, hashOf(file), () => file.contents);
    if (sitemapsKey && !kept) store.cache.putSitemaps(site.id, sitemapsKey, made().map((file) => ({ path: file.path, hash: hashOf(file) })));
    for (const copy of output.pageCopies) {
      const hash = hashes.get(`${site.id}|${copy.page}`);
      if (hash) await store.putKnown(`${site.id}/${copy.path}`, hash);
    }
  }
  return { files, diagnostics };
}

/**
 * A sitemap known by its path and hash, whose contents are made only if they are read: when the
 * tree in place does not hold that file. What is made must have the kept hash, or the build fails
 * rather than write bytes under another file's hash.
 */
function keptFile(file: KeptFile, made: () => readonly OutputFile[]): OutputFile {
  return {
    path: file.path,
    hash: file.hash,
    get contents() {
      const contents = made().find((candidate) => candidate.path === file.path)?.contents;
      if (contents === undefined || shortHash(contents, 16) !== file.hash) throw new Error(`the build cache's record of ${file.path} does not match the plan; delete the cache folder and build again`);
      return contents;
    },
  };
}

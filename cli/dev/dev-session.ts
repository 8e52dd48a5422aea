import { rm } from 'node:fs/promises';
import { type Diagnostic, hasErrors } from '../../manifest/diagnostics.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { buildSite } from '../build/build.ts';
import { type MemoryGeneration, MemoryTree, type TreeChange } from '../build/store/memory-tree.ts';
import { BuildStore } from '../build/store/store.ts';
import { type LoadedManifestModule, loadManifestModule } from '../load/manifest-module.ts';
import { assembleProject, type PlannedManifest, planManifest } from '../project.ts';
import { MANIFEST_ENTRY } from '../project-root.ts';
import { memoOn } from '../build/memo.ts';
import { ChangeDetector, type FileChange } from './change-detector.ts';
import { type ChangeKind, changeKindOf, WATCHED_DIRS } from './change-kinds.ts';
import { DevContent } from './dev-content.ts';
import { DevInputs } from './dev-inputs.ts';
import { type DevOrigins, withDevOrigins } from './dev-origins.ts';
import { walkFiles } from '../build/inputs/walk-files.ts';
import { compileRenderer, type DevRenderer } from './dev-renderer.ts';

export interface DevSessionOptions {
  root: string;
  /** Site id → dev origin (or set later with `setOrigins`, once the ports are known). */
  origins?: DevOrigins;
  /** The dev build cache (kept apart from `site build`'s, whose page keys use the production origins). */
  cacheDir: string;
  /** Parsed-content cache file shared with the other commands. */
  contentCache?: string;
  /** Host files to produce (`static` for the reference engine). */
  target?: 'static' | 'nginx' | 'netlify' | 'cloudflare';
  workerFile?: string;
  /** The compiled image encoder (`BuildOptions.encoderFile`). */
  encoderFile?: string;
  workers?: number;
  /** Called after each build phase (`SITE_TIMINGS=1`). */
  timing?(phase: string, seconds: number): void;
  /** Codes reported as warnings (`SITE_BENCH=1`, as for `site build`: see `BuildOptions.warnOnly`). */
  warnOnly?: readonly string[];
  /** Encoded images (`BuildOptions.imageCacheDir`); default `<cacheDir>/images`. */
  imageCacheDir?: string;
  /** Clock, for reproducible tests (`BuildOptions.now`). */
  now?: () => Date;
}

/** One dev build: what it found, what it changed, and how the open pages should follow. */
export interface DevBuild {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** What the swap changed; none when the build failed or nothing changed. */
  change?: TreeChange;
  /** `css`: only stylesheets changed (swap them in place); `reload`: pages changed; `none`. */
  reload: 'none' | 'css' | 'reload';
  /** Files whose content changed (stat + hash), repository-relative. */
  files: string[];
  rendered: number;
  markdownRendered: number;
  seconds: number;
}

/**
 * The `site dev` loop: the project, the build inputs, the render cache, the markdown pack and the
 * output tree stay in memory; after a change only the changed files are read again (stat, then
 * hash), the manifest is compiled again only when a manifest file changed, the runtime bundled
 * again only when `runtime/` changed, and only pages whose view changed are rendered. A build
 * with errors leaves the last good tree in place.
 */
export class DevSession {
  readonly tree = new MemoryTree();
  private readonly detector: ChangeDetector;
  private readonly content = new DevContent();
  private readonly inputs: DevInputs;
  private readonly store: BuildStore;
  private manifest: LoadedManifestModule = { sources: new Map(), diagnostics: [] };
  private renderer: DevRenderer | undefined;
  private renderers = 0;
  private readonly stopping = new AbortController();
  /** Why the templates do not compile, until they do again: every build fails with it meanwhile. */
  private rendererErrors: Diagnostic[] = [];
  private origins: DevOrigins;
  /** The last `planManifest`, for the manifest module and content structure it was made from. */
  private planned: { manifest: LoadedManifestModule; structure: number; value: PlannedManifest } | undefined;
  /** The last good tree with the dev plan it was built from, swapped together in one assignment. */
  served: { tree: MemoryGeneration; plan: SitePlan } | undefined;

  constructor(private readonly options: DevSessionOptions) {
    this.detector = new ChangeDetector(options.root);
    this.inputs = new DevInputs(options.root);
    this.store = new BuildStore(options.cacheDir, undefined, this.tree);
    this.origins = options.origins ?? {};
  }

  /** Sets the dev origins before the first build. */
  setOrigins(origins: DevOrigins): void {
    this.origins = origins;
  }

  /** The site ids the manifest declares (also when it has errors elsewhere), for choosing ports. */
  siteIds(): string[] {
    const sites = (this.manifest.input as { sites?: { id?: unknown }[] } | undefined)?.sites;
    return Array.isArray(sites) ? sites.flatMap((site) => (typeof site?.id === 'string' ? [site.id] : [])) : [];
  }

  /** Reads everything once (the manifest, content, inputs, the cache). */
  async load(): Promise<void> {
    const { root } = this.options;
    // Stamped before they are read: a file saved while loading then differs from its stamp, and
    // the catch-up check (`watchedPaths()`, once the watcher runs) reads it again. Stamped after,
    // the stamp would hold the new bytes while the build used the old ones, and the edit was lost.
    for (const path of watchedFiles(root)) this.detector.remember(path);
    await Promise.all([this.store.load(), this.content.load(root, this.options.contentCache), this.inputs.load(), this.loadManifest()]);
  }

  /**
   * Every path to look at once the watcher is ready: the files under the watched folders now and
   * those read at load (a file deleted since). A save made during the first build, before the
   * watcher existed, is found by checking these (stat, then hash) like any watcher batch.
   */
  watchedPaths(): string[] {
    return [...new Set([...this.detector.paths(), ...watchedFiles(this.options.root)])];
  }

  /** Reads everything once and builds. */
  async start(): Promise<DevBuild> {
    const started = performance.now();
    await this.load();
    return this.firstBuild(started);
  }

  /** The first build after `load()`; the cache is saved once so the next `site dev` starts warm. */
  async firstBuild(started = performance.now()): Promise<DevBuild> {
    const build = await this.build([], started);
    this.store.persist = false;
    if (build.ok) await this.store.load(); // re-read the index the save rewrote (pack offsets)
    return build;
  }

  /** Applies changed paths (from the watcher); a no-op when no file's content changed. */
  async update(paths: Iterable<string>): Promise<DevBuild> {
    const started = performance.now();
    const changes = this.detector.check([...paths].filter((path) => changeKindOf(path)));
    if (changes.length === 0) return { ok: true, diagnostics: [], reload: 'none', files: [], rendered: 0, markdownRendered: 0, seconds: (performance.now() - started) / 1000 };
    const kinds = new Set(changes.flatMap((change) => changeKindOf(change.path) ?? []));
    await this.apply(kinds, changes);
    return this.build(changes.map((change) => change.path), started);
  }

  /** Reads again what the changes touch. */
  private async apply(kinds: ReadonlySet<ChangeKind>, changes: readonly FileChange[]): Promise<void> {
    if (kinds.has('content')) this.content.apply(changes);
    const tasks: Promise<unknown>[] = [this.inputs.refresh(kinds)];
    if (kinds.has('manifest')) tasks.push(this.loadManifest());
    if (kinds.has('templates')) tasks.push(this.compileTemplates());
    await Promise.all(tasks);
  }

  /** Compiles the renderer from the templates as they now are; on an error the previous one stays and the error sticks until a compile succeeds. */
  private async compileTemplates(): Promise<void> {
    const { renderer, diagnostics } = await compileRenderer(this.options.root, ++this.renderers);
    this.rendererErrors = diagnostics;
    if (!renderer) return;
    if (this.renderer) await rm(this.renderer.dir, { recursive: true, force: true });
    this.renderer = renderer;
  }

  private async loadManifest(): Promise<void> {
    this.manifest = await loadManifestModule(this.options.root, MANIFEST_ENTRY);
  }

  /** Plans the project as it now is, on the dev origins, and builds it into the tree. */
  private async build(files: string[], started: number): Promise<DevBuild> {
    const extra = this.rendererErrors;
    const { root } = this.options;
    const content = this.content.snapshot();
    // The plan and the content checks read the manifest and front matter only: after a body edit they are the last build's.
    const kept = this.planned;
    const same = kept?.manifest === this.manifest && kept.structure === this.content.structure;
    const planned = same ? kept.value : this.manifest.input === undefined ? undefined : planManifest(this.manifest, content);
    this.planned = planned && { manifest: this.manifest, structure: this.content.structure, value: planned };
    const project = assembleProject(root, this.manifest, content, undefined, planned);
    this.options.timing?.('project planned (dev)', (performance.now() - started) / 1000);
    const seconds = () => (performance.now() - started) / 1000;
    const failed = (diagnostics: Diagnostic[]): DevBuild => ({ ok: false, diagnostics, reload: 'none', files, rendered: 0, markdownRendered: 0, seconds: seconds() });
    if (!project.plan || hasErrors(project.diagnostics) || hasErrors(extra)) return failed([...extra, ...project.diagnostics]);
    const before = this.tree.current;
    const workerFile = this.renderer?.workerFile ?? this.options.workerFile;
    const origins = this.origins;
    const plan = memoOn(project.plan, `dev origins ${JSON.stringify(origins)}`, () => withDevOrigins(project.plan as SitePlan, origins));
    const outcome = await buildSite(
      { ...project, plan },
      {
        write: false,
        signal: this.stopping.signal,
        store: this.store,
        readInputs: this.inputs.read,
        target: this.options.target ?? 'static',
        ...(workerFile ? { workerFile } : {}),
        ...(this.options.encoderFile ? { encoderFile: this.options.encoderFile } : {}),
        ...(this.renderer ? { createRenderer: this.renderer.createRenderer } : {}),
        ...(this.options.workers !== undefined ? { workers: this.options.workers } : {}),
        ...(this.options.timing ? { timing: this.options.timing } : {}),
        ...(this.options.warnOnly ? { warnOnly: this.options.warnOnly } : {}),
        ...(this.options.now ? { now: this.options.now } : {}),
        ...(this.options.imageCacheDir ? { imageCacheDir: this.options.imageCacheDir } : {}),
      },
    );
    if (!outcome.ok) return failed(outcome.diagnostics);
    if (this.tree.current) this.served = { tree: this.tree.current, plan };
    const after = this.tree.current;
    const change = after !== before ? this.tree.lastChange : undefined;
    const reload = change ? reloadOf(change) : 'none';
    return { ok: true, diagnostics: outcome.diagnostics, ...(change ? { change } : {}), reload, files, rendered: outcome.summary?.rendered ?? 0, markdownRendered: outcome.summary?.markdownRendered ?? 0, seconds: seconds() };
  }

  /** Stops the build under way, if any, and every later one (the server is stopping). */
  abort(): void {
    this.stopping.abort();
  }

  /** Removes what the session compiled. */
  async close(): Promise<void> {
    if (this.renderer) await rm(this.renderer.dir, { recursive: true, force: true });
  }
}

/**
 * How open pages follow a swap: a changed or removed page reloads; only stylesheets changed swaps
 * them in place; build metadata (`builds/`) alone changes nothing a page shows.
 */
export function reloadOf(change: Pick<TreeChange, 'changed' | 'removed'>): DevBuild['reload'] {
  const shown = (paths: readonly string[]) => paths.filter((path) => !/^[^/]+\/builds\//.test(path));
  const changed = shown(change.changed);
  const removed = shown(change.removed);
  if (changed.length === 0 && removed.length === 0) return 'none';
  return removed.length === 0 && changed.every((path) => path.endsWith('.css')) ? 'css' : 'reload';
}

/** Every file under the watched folders that the output depends on, repository-relative. */
function watchedFiles(root: string): string[] {
  return walkFiles(root, WATCHED_DIRS, (path) => Boolean(changeKindOf(path)));
}

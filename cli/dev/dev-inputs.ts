import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import { type Diagnostic, diagnostic } from '../../manifest/diagnostics.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { loadAssets } from '../build/inputs/assets.ts';
import { bundleRuntime } from '../build/inputs/bundle-runtime.ts';
import { codeVersion } from '../build/inputs/code-version.ts';
import { loadMessages } from '../build/inputs/messages.ts';
import { type BuildInputs, composeInputs, type InputOptions, type InputParts, readIconSources, readTemplateSources } from '../build/inputs/read-inputs.ts';
import type { ChangeKind } from './change-kinds.ts';

/** The code whose hash keys the pages in dev: styles and icons are served under fixed names instead. */
const DEV_CODE = /\.tsx?$/;

/** The kinds of change that touch the parts `DevInputs` keeps. */
const PART_KINDS: readonly ChangeKind[] = ['messages', 'assets', 'icons', 'css', 'templates', 'runtime'];

/**
 * The build inputs besides the project, kept in memory by `site dev`: each part is read again
 * only when a file of its kind changed (the runtime is bundled again only when `runtime/` changed),
 * and the stylesheet and sprite keep fixed names so a style edit touches no page.
 */
export class DevInputs {
  private parts: InputParts | undefined;
  /** Why the last runtime bundle failed (the previous bundle stays in use). */
  private bundleErrors: Diagnostic[] = [];

  constructor(private readonly root: string) {}

  /** Reads every part. */
  async load(): Promise<void> {
    await this.refresh(new Set(PART_KINDS));
  }

  /**
   * Reads again the parts these kinds of change touch. When they touch none (an article or the
   * manifest), the parts object is kept as it is: what is composed from it (the images checked
   * against their cache, the stylesheet, the sprite) is kept with that object, and a new one would
   * compose it all again on every save.
   */
  async refresh(kinds: ReadonlySet<ChangeKind>): Promise<void> {
    const root = this.root;
    const current = this.parts;
    if (current && !PART_KINDS.some((kind) => kinds.has(kind))) return;
    const has = (kind: ChangeKind) => kinds.has(kind) || !current;
    const code = has('templates') || has('runtime');
    const [messages, assets, iconSources, css, codeHash, runtime, templateSources] = await Promise.all([
      has('messages') ? loadMessages(root) : current?.messages,
      has('assets') ? loadAssets(root) : current?.assets,
      has('icons') ? readIconSources(root) : current?.iconSources,
      has('css') ? readFile(join(root, 'templates', 'styles', 'site.css'), 'utf8').catch(() => '') : current?.css,
      code ? codeVersion(root, DEV_CODE) : current?.code,
      has('runtime') ? this.bundle() : current?.runtime,
      has('templates') ? readTemplateSources(root) : current?.templateSources,
    ]);
    const runtimeBundle = runtime ?? current?.runtime;
    if (!messages || !assets || !iconSources || css === undefined || !codeHash || !runtimeBundle || !templateSources) {
      throw new Error(`the runtime could not be bundled: ${this.bundleErrors.map((d) => d.message).join('; ')}`);
    }
    this.parts = { messages, assets, iconSources, css, code: codeHash, runtime: runtimeBundle, templateSources };
  }

  /** `BuildOptions.readInputs` for the dev build: composes the kept parts, reads nothing. */
  readonly read = async (_root: string, plan: SitePlan, entries: readonly ContentEntry[], extra: unknown, options: InputOptions): Promise<BuildInputs> => {
    if (!this.parts) throw new Error('DevInputs: load() first');
    const inputs = await composeInputs(this.parts, plan, entries, extra, { ...options, stableNames: true });
    return { ...inputs, diagnostics: [...inputs.diagnostics, ...this.bundleErrors] };
  };

  /** Bundles the runtime; on a syntax error keeps the previous bundle and reports where. */
  private async bundle(): Promise<InputParts['runtime'] | undefined> {
    try {
      const runtime = await bundleRuntime({ rootDir: this.root });
      this.bundleErrors = [];
      return runtime;
    } catch (error) {
      const errors = (error as { errors?: { text: string; location?: { file: string; line: number; lineText: string } | null }[] }).errors ?? [];
      this.bundleErrors = (errors.length ? errors : [{ text: (error as Error).message, location: null }]).map((e) =>
        diagnostic('BUILD_FAILED', { case: 'runtime', error: e.text, ...(e.location ? { lineText: e.location.lineText } : {}) }, { file: e.location?.file ?? 'runtime/core.ts', ...(e.location ? { line: e.location.line } : {}) }),
      );
      return undefined;
    }
  }
}

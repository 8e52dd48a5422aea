import { checkEntries } from '../manifest/content/check-entries.ts';
import type { ContentEntry } from '../manifest/content/parse-entry.ts';
import { unparsedFiles, withoutMissingUnparsed } from '../manifest/content/unparsed.ts';
import { type Diagnostic, hasErrors } from '../manifest/diagnostics.ts';
import { plan as planSite } from '../manifest/plan/plan.ts';
import type { SitePlan } from '../manifest/plan/types.ts';
import type { SiteManifest } from '../manifest/schema/index.ts';
import { validateManifest } from '../manifest/validate/index.ts';
import { isWithin, withoutBrokenEntries } from '../manifest/validate/salvage.ts';
import { dirname, join } from 'node:path';
import { codeVersion } from './build/inputs/code-version.ts';
import { loadContent } from './load/content.ts';
import { LazyTexts } from './load/lazy-texts.ts';
import { cachedPlan, type PlanCache } from './load/plan-cache.ts';
import { checkJudgedLocales } from './build/checks/site-languages.ts';
import { locateManifestDiagnostics } from './load/locate.ts';
import { loadManifestModule } from './load/manifest-module.ts';
import { MANIFEST_ENTRY } from './project-root.ts';

/** Everything a command reads: the validated manifest, the content, the plan and all diagnostics. */
export interface Project {
  root: string;
  manifest?: SiteManifest;
  entries: ContentEntry[];
  /** Repository-relative path → text of every manifest and content file (content texts trusted by `stat` are read when first asked for). */
  sources: ReadonlyMap<string, string>;
  plan?: SitePlan;
  diagnostics: Diagnostic[];
  /** Checks that did not run because of errors found before them (`site check` says they run once those are fixed). */
  pending?: string[];
}

export interface LoadOptions {
  /** Use this manifest value instead of loading `manifest/site/index.ts` (tests). */
  manifestInput?: unknown;
  /** Use these entries instead of reading `content/` (tests). */
  entries?: ContentEntry[];
  /** Use this content, as `loadContent` returns it, instead of reading `content/` (tests: the broken-content corpus). */
  content?: { entries: ContentEntry[]; sources: ReadonlyMap<string, string>; diagnostics: Diagnostic[] };
  /** Keep parsed content here between runs (files whose text did not change are not parsed again). */
  contentCache?: string;
  /** SHA-256 of input files the caller trusts by `stat` (`site build`'s input digest): cached content of these is not read (`loadContent`). */
  knownHashes?: ReadonlyMap<string, string>;
}

/** Loads, validates and plans the project. Never throws for bad input: problems are diagnostics. */
export async function loadProject(root: string, options: LoadOptions = {}): Promise<Project> {
  // With a cache folder, the compiled manifest, the content parses and the plan are kept, keyed by the tool's version.
  const version = options.contentCache ? await codeVersion(root) : undefined;
  const manifestCache = version ? { version, ...(options.knownHashes ? { knownHashes: options.knownHashes } : {}) } : undefined;
  const manifest = options.manifestInput === undefined ? await loadManifestModule(root, MANIFEST_ENTRY, manifestCache) : { input: options.manifestInput, sources: new Map<string, string>(), diagnostics: [] };
  const content = options.content ?? (options.entries ? { entries: options.entries, sources: new Map<string, string>(), diagnostics: [] } : await loadContent(root, options.contentCache, version, options.knownHashes));
  const planCache = options.contentCache && version && !options.content && !options.entries ? { file: join(dirname(options.contentCache), 'derived', 'plan.json'), version } : undefined;
  return assembleProject(root, manifest, content, planCache);
}

/** The manifest module and the content as read (`loadManifestModule`, `loadContent`). */
export interface ProjectSources {
  input?: unknown;
  sources: ReadonlyMap<string, string>;
  diagnostics: readonly Diagnostic[];
}

/** What the manifest and the content's front matter give: the validated manifest, the plan and their located diagnostics. */
export interface PlannedManifest {
  manifest?: SiteManifest;
  plan?: SitePlan;
  diagnostics: Diagnostic[];
  /** Checks that did not run because of the errors found (they run once those are fixed). */
  pending?: string[];
}

/**
 * Validates the manifest, cross-checks the content against it and plans: the part of loading that
 * reads nothing, so `site dev` can run it again after re-reading only the files that changed.
 * `planned` is this project's `planManifest` when the caller kept it (`site dev` after a body edit).
 */
export function assembleProject(root: string, manifest: ProjectSources, content: ProjectSources & { entries: ContentEntry[] }, planCache?: PlanCache, planned?: PlannedManifest): Project {
  // Merged without reading: content texts left on disk stay there until asked for.
  const sources = new LazyTexts().merge(manifest.sources).merge(content.sources);
  const project: Project = { root, entries: content.entries, sources, diagnostics: [...manifest.diagnostics, ...content.diagnostics] };
  // A manifest that does not load: nothing of it can be checked until it does.
  if (manifest.input === undefined) {
    if (hasErrors(manifest.diagnostics)) project.pending = ['the manifest\'s shape and cross-checks', PLAN_CHECKS];
    return finish(project);
  }
  planned ??= planManifest(manifest, content, planCache);
  const { manifest: valid, plan, diagnostics } = planned;
  if (valid) project.manifest = valid;
  if (plan) project.plan = plan;
  project.diagnostics.push(...diagnostics);
  if (planned.pending?.length) project.pending = [...planned.pending];
  return finish(project);
}

/**
 * The manifest validated, the content checked against it, and the plan, with the manifest's
 * diagnostics located. A function of the manifest module and the entries' front matter only
 * (`checkEntries` reads lines of the front matter, `plan()` never reads a body). Pure.
 *
 * On a manifest with errors, the content checks and the plan's checks (redirect loops, chains and
 * targets, pages hidden by redirects, URL and file clashes) still run when every error lies inside
 * an entry of a standalone list (an item, a path redirect): on the manifest without those entries
 * (`withoutBrokenEntries`), so one `site check` shows a bad status, an unknown locale and a loop at
 * once. Their diagnostics about the entries left out are dropped (the entry's own error stands),
 * and that plan is never the project's plan. When an error lies elsewhere (a second bare locale
 * would make each of its pages a conflict) they wait, and `pending` says so.
 */
export function planManifest(manifest: ProjectSources, content: ProjectSources & { entries: ContentEntry[] }, planCache?: PlanCache): PlannedManifest {
  const input = manifest.input;
  const validated = validateManifest(input);
  const manifestDiagnostics = [...validated.diagnostics];
  const planned: PlannedManifest = { diagnostics: [] };
  if (validated.manifest) planned.manifest = validated.manifest;
  if (validated.manifest && !hasErrors(validated.diagnostics)) {
    manifestDiagnostics.push(...checkEntries(validated.manifest, content.entries, content.sources));
    const valid = validated.manifest;
    const plan = cachedPlan(planCache, valid, content.entries, () => planSite(valid, content.entries));
    manifestDiagnostics.push(...plan.diagnostics, ...checkJudgedLocales(valid.locales));
    planned.plan = plan;
  } else {
    const errors = validated.diagnostics.filter((d) => d.severity === 'error');
    const rest = validated.partial ? withoutBrokenEntries(validated.partial.manifest, errors, validated.partial.standIns) : undefined;
    if (rest) {
      const later = [...checkEntries(rest.manifest, content.entries, content.sources), ...planSite(rest.manifest, content.entries).diagnostics];
      manifestDiagnostics.push(...later.filter((d) => !isWithin(d.path, rest.set)));
    } else planned.pending = [PLAN_CHECKS];
  }
  // A content file that did not parse is not also "missing" (COPY_MISSING, TRANSLATION_MISSING): its parse error is reported.
  const unparsed = unparsedFiles(content.sources.keys(), content.entries);
  // Located in the manifest's own files (a content body that quotes `export const redirects` is not it).
  planned.diagnostics = locateManifestDiagnostics(withoutMissingUnparsed(manifestDiagnostics, unparsed), manifest.sources, MANIFEST_ENTRY);
  return planned;
}

/** The checks that need a manifest without errors, as `site check` names them when they waited. */
export const PLAN_CHECKS = 'the plan (redirect loops, chains and targets, pages hidden by redirects, URL and file clashes) and the content against the manifest';

function finish(project: Project): Project {
  const seen = new Set<string>();
  project.diagnostics = project.diagnostics
    .filter((d) => {
      const key = `${d.code}|${d.file}|${d.line}|${d.path}|${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
  return project;
}

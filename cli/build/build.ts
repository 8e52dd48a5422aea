import { cpus } from 'node:os';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Diagnostic, diagnostic, hasErrors } from '../../manifest/diagnostics.ts';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import type { PlannedPage } from '../../manifest/plan/types.ts';
import { createI18n, type I18nSetup, type Messages } from '../../templates/i18n.tsx';
import { TEMPLATES } from '../../templates/registry.ts';
import { workerCodeFor } from '../hosts/bundle-worker.ts';
import { pageFile as hostPageFile, printHost } from '../hosts/index.ts';
import type { HostTarget } from '../hosts/types.ts';
import type { Project } from '../project.ts';
import { loadAssets } from './assets.ts';
import { BuildCache, type MarkdownMeta, type PageRecord } from './build-cache.ts';
import type { PageFacts } from './page-facts.ts';
import { bundleRuntime, type RuntimeFileSize } from './bundle-runtime.ts';
import { codeVersion } from './code-version.ts';
import { hashedName, shortHash } from './hash.ts';
import { parseIcons, spriteSvg } from './icons.ts';
import { MARKDOWN_VERSION, type RenderedMarkdown } from './markdown.ts';
import { checkMessages, loadMessages, manifestKeys, scanTemplateKeys } from './messages.ts';
import type { OutputFile } from './output.ts';
import { type CheckedPage, checkPage, checkPlannedAlternates, checkTitles, pageCheckContext } from './page-checks.ts';
import { createRenderPool } from './pool.ts';
import { MD_MARK, markdownKeysOf } from './render-tasks.ts';
import { runtimeConfigFor } from './runtime-config.ts';
import { type StandIn, withStandIn } from './stand-in.ts';
import { createSiteIndex, entryKey } from './site-index.ts';
import { sitemapFiles } from './sitemaps.ts';
import { buildChrome, buildPagePart, type ViewContext } from './view-model.ts';
import { TreeWriter } from './writer.ts';

export interface BuildOptions {
  /** Output folder; default `<root>/dist`. */
  outDir?: string;
  /** Write the output (build) or only render and check (check). */
  write: boolean;
  /** Host target whose files (redirects, headers, worker…) go into each site root; default `static`. */
  target?: HostTarget;
  /** Render threads; default 2 (this machine's cores), 0 renders in this thread. */
  workers?: number;
  /** The compiled render worker (set by the CLI launcher); without it rendering is in-process. */
  workerFile?: string;
  /** Cache folder; default `<root>/node_modules/.cache/site/build`. */
  cacheDir?: string;
  /** Stand-ins for every third party (tests, `site serve --mock-api`). */
  standIn?: StandIn;
  /** Called as pages are done. */
  progress?(done: number, total: number): void;
  /** Clock, for reproducible tests. */
  now?: () => Date;
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
  /** True when the inputs were those of the output already in place, which was kept as it is. */
  unchanged?: boolean;
}

export interface BuildOutcome {
  ok: boolean;
  diagnostics: Diagnostic[];
  summary?: BuildSummary;
}

const PAGE_BATCH = 64;
/** Page batches handed to the workers at once: enough to keep both busy while views are built. */
const MAX_INFLIGHT = 4;

/**
 * Builds every page of the plan: markdown, view models, React rendering, sitemaps, build meta,
 * runtime bundle, assets and host files, with a content-hash cache so unchanged pages are neither
 * rendered nor rewritten. With `write`, the output replaces `dist/` atomically at the end, and
 * only when there is no error.
 */
export async function buildSite(project: Project, options: BuildOptions): Promise<BuildOutcome> {
  const started = performance.now();
  const phase = (name: string) => {
    if (process.env.SITE_TIMINGS) process.stderr.write(`[timing] ${name} ${((performance.now() - started) / 1000).toFixed(2)} s\n`);
  };
  const { root } = project;
  const diagnostics: Diagnostic[] = [...project.diagnostics];
  if (!project.plan || hasErrors(diagnostics)) return { ok: false, diagnostics };
  const plan = options.standIn ? withStandIn(project.plan, options.standIn) : project.plan;
  const now = options.now?.() ?? new Date();
  const target = options.target ?? 'static';
  const pageFile = (path: string) => hostPageFile(target, path);

  for (const [index, route] of plan.manifest.routes.entries()) {
    if (!TEMPLATES[route.template]) {
      diagnostics.push(diagnostic('TEMPLATE_MISSING', `Route "${route.id}" uses the template "${route.template}", which does not exist.`, { path: `routes[${index}].template`, file: `templates/pages/${route.template}.tsx`, hint: `Create templates/pages/${route.template}.tsx and register it in templates/registry.ts, or use one of: ${Object.keys(TEMPLATES).join(', ')}.` }));
    }
  }

  const [messagesResult, assets, iconSources, css, code, runtime] = await Promise.all([
    loadMessages(root),
    loadAssets(root),
    readIcons(root),
    readFile(join(root, 'templates', 'styles', 'site.css'), 'utf8'),
    codeVersion(root),
    bundleRuntime({ rootDir: root }),
  ]);
  const { messages } = messagesResult;
  diagnostics.push(...messagesResult.diagnostics, ...assets.diagnostics);
  const icons = parseIcons(iconSources);
  diagnostics.push(...icons.diagnostics);
  const templateSources = await readTemplateSources(root);
  const required = scanTemplateKeys(templateSources);
  for (const key of manifestKeys(plan.manifest)) if (!required.has(key)) required.set(key, 'manifest/site/index.ts');
  diagnostics.push(...checkMessages(messages, required, plan.locales.map((locale) => locale.code), plan.locales.find((locale) => locale.catchAll)?.code));
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };

  const sprite = spriteSvg(icons.icons);
  const shared: OutputFile[] = [...assets.files];
  const cssPath = `assets/${hashedName('site.css', shortHash(css))}`;
  const spritePath = `assets/${hashedName('sprite.svg', shortHash(sprite))}`;
  shared.push({ path: cssPath, contents: css }, { path: spritePath, contents: sprite });
  for (const file of runtime.files) shared.push({ path: file.path, contents: file.contents });

  const inputsHash = shortHash([code, JSON.stringify(plan.manifest), ...project.entries.map((entry) => `${entry.file}\n${entry.body}\n${JSON.stringify(entry.data)}`), JSON.stringify(messages), ...shared.map((file) => file.path), JSON.stringify(options.standIn ?? null)].join('\u0000'));
  const buildId = inputsHash;

  const cache = new BuildCache(options.cacheDir ?? join(root, 'node_modules', '.cache', 'site', 'build'));
  phase('inputs loaded');
  await cache.load();
  phase('cache loaded');

  /** The summary fields every outcome shares, with what this build did. */
  const summarize = (did: Pick<BuildSummary, 'files' | 'bytes' | 'rendered' | 'markdownRendered'> & { unchanged?: true }): BuildSummary => ({
    buildId,
    target,
    sites: plan.sites.length,
    pages: plan.pages.length,
    seconds: (performance.now() - started) / 1000,
    reused: plan.pages.length - did.rendered,
    runtime: runtime.sizes,
    coreGzip: runtime.initialGzip,
    ...did,
  });

  // Same inputs, same code, same target as the output already in place: nothing to do.
  const writer = options.write ? new TreeWriter(options.outDir ?? join(root, 'dist')) : undefined;
  const previous = cache.lastBuild?.id === buildId ? cache.lastBuild : undefined;
  if (previous && (!writer || (writer.previousBuild?.id === buildId && writer.previousBuild.target === target))) {
    diagnostics.push(...previous.diagnostics);
    return { ok: !hasErrors(diagnostics), diagnostics, summary: summarize({ files: 0, bytes: 0, rendered: 0, markdownRendered: 0, unchanged: true }) };
  }
  const i18nSetup: I18nSetup = {
    messages,
    tags: Object.fromEntries(plan.locales.map((locale) => [locale.code, locale.tag])),
    fallback: plan.locales.find((locale) => locale.catchAll)?.code ?? 'en',
  };
  const origins = plan.sites.map((site) => site.origin);
  const pool = createRenderPool({
    workerFile: options.workerFile,
    workers: options.workers ?? Math.min(2, cpus().length),
    setup: { i18n: i18nSetup, images: [...assets.images], objectsDir: cache.objectsDir, origins },
  });
  try {
    const markdown = await renderAllMarkdown(project.entries, plan.locales, assets.images, code, cache, pool);
    phase('markdown');
    options.progress?.(0, plan.pages.length);
    const rendered = new Map<string, RenderedMarkdown>();
    for (const [key, value] of markdown.byEntry) rendered.set(key, { ...value.meta, html: `${MD_MARK}${value.key}` });
    for (const entry of project.entries) {
      const meta = markdown.byEntry.get(entryKey(entry))?.meta;
      if (!meta) continue;
      for (const link of meta.missingImages) diagnostics.push(diagnostic('IMAGE_MISSING', `The image ${link.href} is not in content/assets.`, { file: entry.file, ...(link.line ? { line: entry.bodyLine + link.line - 1 } : {}), hint: 'Put the file under content/assets/ and reference it as /assets/….' }));
      for (const link of meta.removed) diagnostics.push(diagnostic('UNSAFE_URL', `The URL ${link.href} was removed: only http(s) and site links are allowed.`, { file: entry.file, ...(link.line ? { line: entry.bodyLine + link.line - 1 } : {}), hint: 'javascript:, data:, vbscript: and blob: URLs are never published.' }));
    }

    const index = createSiteIndex(plan, project.entries, rendered);
    const i18n = (code: string) => createI18n(code, i18nSetup);
    const assetUrls = new Map(assets.urls);
    const viewContext: ViewContext = {
      index,
      i18n,
      assets: { css: `/${cssPath}`, script: runtime.coreUrl, sprite: `/${spritePath}`, images: assets.images, icons: icons.icons },
      runtimeBase: (code) => runtimeConfigFor({ index, runtimeVersion: runtime.corePath.replace(/^.*-|\.js$/g, ''), i18n, assetUrls }, code),
    };

    await writer?.open();
    /** Every page with its view key; facts are looked up only if the checks have to run. */
    const checked: { page: PlannedPage; key: string; title: string; facts?: PageFacts }[] = [];
    let done = 0;
    let renderedPages = 0;
    const inflight = new Set<Promise<void>>();
    const pageHashes = new Map<string, string>();
    const sources = (page: PlannedPage) => markdownSources(page, index.entryByKey, markdown.byEntry);
    /** Each locale's chrome, serialised and hashed once. */
    const chromes = new Map<string, { key: string; json: string }>();
    const chromeOf = (locale: string) => {
      let chrome = chromes.get(locale);
      if (!chrome) {
        const json = JSON.stringify(buildChrome(viewContext, locale));
        chromes.set(locale, (chrome = { key: shortHash(`${locale}\u0000${json}`, 16), json }));
      }
      return chrome;
    };
    let viewMs = 0;
    let waitMs = 0;
    for (let start = 0; start < plan.pages.length; start += PAGE_BATCH) {
      const viewStart = performance.now();
      const batch = plan.pages.slice(start, start + PAGE_BATCH).map((page) => {
        const chrome = chromeOf(page.locale);
        const part = JSON.stringify(buildPagePart(viewContext, page));
        const key = shortHash(`${code}\u0000${chrome.key}\u0000${part}`, 16);
        const known = cache.page(key);
        return { page, chrome, part, key, file: `${page.site}/${pageFile(page.path)}`, hash: known?.hash, title: known?.title ?? '' };
      });
      viewMs += performance.now() - viewStart;
      const missing = batch.filter((item) => !item.hash || (writer && !writer.canReuse(item.file, item.hash) && !cache.objectFile(item.hash)));
      const reused = batch.filter((item): item is typeof item & { hash: string } => item.hash !== undefined && !missing.includes(item));
      for (const item of reused) {
        pageHashes.set(`${item.page.site}|${item.page.path}`, item.hash);
        checked.push({ page: item.page, key: item.key, title: item.title });
      }
      await Promise.all(reused.map((item) => writer?.write(item.file, item.hash, undefined, cache.objectFile(item.hash))));
      // Pages render on the workers while this thread prepares the next batches.
      const tasks = missing.map((item) => ({
        type: 'page' as const,
        chrome: item.chrome,
        part: item.part,
        markdown: Object.fromEntries(markdownKeysOf(item.part).map((key) => [key, cache.markdownHtmlOf(key)])),
        store: Boolean(writer),
      }));
      const rendering = pool.run(tasks).then(async (results) => {
        await Promise.all(
          missing.map(async (item, i) => {
            const { hash, facts, bytes } = results[i] as PageRecord & { bytes: number };
            cache.putPage(item.key, { hash, facts });
            pageHashes.set(`${item.page.site}|${item.page.path}`, hash);
            checked.push({ page: item.page, key: item.key, title: facts.title, facts });
            if (!writer) return;
            cache.addObject(hash);
            writer.bytes += bytes;
            await writer.write(item.file, hash, undefined, cache.objectFile(hash));
          }),
        );
        renderedPages += missing.length;
        done += batch.length;
        options.progress?.(done, plan.pages.length);
      });
      inflight.add(rendering);
      void rendering.finally(() => inflight.delete(rendering)).catch(() => undefined);
      const waitStart = performance.now();
      while (inflight.size >= MAX_INFLIGHT) await Promise.race(inflight);
      waitMs += performance.now() - waitStart;
    }
    await Promise.all(inflight);
    phase(`pages (views ${(viewMs / 1000).toFixed(2)} s, waiting for renderers ${(waitMs / 1000).toFixed(2)} s)`);

    const outputAssets = new Set(shared.map((file) => `/${file.path}`));
    // A page's checks depend on its content (its view key), the plan and the files produced: a
    // page whose key is unchanged in an unchanged context keeps its last result.
    const checkContext = shortHash(`${code}\u0000${JSON.stringify(plan.ruleSets)}\u0000${plan.pages.map((page) => `${page.site}|${page.path}`).join('\n')}\u0000${[...outputAssets].sort().join('|')}`, 16);
    const context = pageCheckContext(plan, outputAssets);
    const byKey: Record<string, Diagnostic[]> = {};
    for (const { page, key, facts } of checked) {
      let result = facts ? undefined : cache.pageChecks(checkContext, key);
      if (!result) {
        const known = facts ?? cache.pageFacts(key);
        result = known ? checkPage(context, { page, facts: known, markdown: sources(page) }) : [];
      }
      byKey[key] = result;
    }
    cache.putChecks(checkContext, byKey);
    const pageDiagnostics = [...Object.values(byKey).flat(), ...checkPlannedAlternates(plan), ...checkTitles(checked)];
    diagnostics.push(...pageDiagnostics);
    cache.lastBuild = { id: buildId, diagnostics: pageDiagnostics };

    let files = plan.pages.length;
    for (const site of plan.sites) {
      const siteFiles: OutputFile[] = [
        ...shared,
        ...sitemapFiles(plan, site.id, now.toISOString().slice(0, 10)),
        ...buildMeta(plan.pages.filter((page) => page.site === site.id), buildId, now),
      ];
      const host = printHost(target, plan, site.id, { assets: siteFiles.map((file) => `/${file.path}`), workerCode: await workerCodeFor(target, root) });
      for (const refused of host.report.refused) {
        diagnostics.push(diagnostic(refused.code, `${target} (${site.id}): ${refused.message}`, { file: `dist/${site.id}/${refused.path}`, hint: refused.hint }));
      }
      siteFiles.push(...host.files);
      files += siteFiles.length + host.pageCopies.length;
      await Promise.all(siteFiles.map((file) => writer?.write(`${site.id}/${file.path}`, shortHash(file.contents, 16), file.contents)));
      await Promise.all(
        host.pageCopies.map((copy) => {
          const hash = pageHashes.get(`${site.id}|${copy.page}`);
          return hash ? writer?.write(`${site.id}/${copy.path}`, hash, undefined, cache.objectFile(hash)) : undefined;
        }),
      );
    }

    phase('checks and site files');
    await cache.save();
    phase('cache saved');
    const ok = !hasErrors(diagnostics);
    if (writer) {
      if (ok) await writer.commit({ id: buildId, target });
      else await writer.abort();
    }
    phase('written');
    return { ok, diagnostics, summary: summarize({ files, bytes: writer?.bytes ?? 0, rendered: renderedPages, markdownRendered: markdown.rendered }) };
  } catch (error) {
    await writer?.abort();
    diagnostics.push(diagnostic('BUILD_FAILED', `The build stopped: ${(error as Error).message}.`, { hint: 'The previous dist/ is unchanged. Run with SITE_DEBUG=1 for details.' }));
    if (process.env.SITE_DEBUG) console.error(error);
    return { ok: false, diagnostics };
  } finally {
    await pool.close();
  }
}

/** Markdown of every non-draft entry: cached metadata, fresh renders (HTML into the cache folder) for what changed. */
async function renderAllMarkdown(
  entries: readonly ContentEntry[],
  locales: readonly { code: string; prefix: string }[],
  images: ReadonlyMap<string, unknown>,
  code: string,
  cache: BuildCache,
  pool: ReturnType<typeof createRenderPool>,
) {
  const prefixes = new Map(locales.map((locale) => [locale.code, locale.prefix]));
  const imagesHash = shortHash(JSON.stringify([...images]));
  const byEntry = new Map<string, { key: string; meta: MarkdownMeta }>();
  const todo = new Map<string, { entries: ContentEntry[]; prefix: string; body: string }>();
  for (const entry of entries) {
    if (entry.draft) continue;
    const prefix = prefixes.get(entry.locale) ?? '';
    const key = shortHash(`${MARKDOWN_VERSION}\u0000${code}\u0000${prefix}\u0000${imagesHash}\u0000${entry.body}`, 16);
    const meta = cache.markdownMeta(key);
    if (meta) byEntry.set(entryKey(entry), { key, meta });
    else {
      const pending = todo.get(key) ?? { entries: [], prefix, body: entry.body };
      pending.entries.push(entry);
      todo.set(key, pending);
    }
  }
  const keys = [...todo.keys()];
  const results = (await pool.run(keys.map((key) => ({ type: 'markdown' as const, body: todo.get(key)?.body ?? '', prefix: todo.get(key)?.prefix ?? '' })))) as RenderedMarkdown[];
  keys.forEach((key, i) => {
    const { html, ...meta } = results[i] as RenderedMarkdown;
    cache.putMarkdown(key, meta, html);
    for (const entry of todo.get(key)?.entries ?? []) byEntry.set(entryKey(entry), { key, meta });
  });
  return { byEntry, rendered: keys.length };
}

/** The markdown files whose HTML a page shows, with their internal links (for link diagnostics). */
function markdownSources(page: PlannedPage, entries: Map<string, ContentEntry>, byEntry: Map<string, { meta: MarkdownMeta }>): CheckedPage['markdown'] {
  const subject = page.subject;
  const keys: string[] = [];
  if (subject.kind === 'entry') keys.push(`${subject.collection}/${page.locale}/${subject.slug}`);
  if (subject.kind === 'item') {
    const folder = { solutions: 'solutions', features: 'features', alternatives: 'alternatives', useCases: 'use-cases' }[subject.items];
    keys.push(`${folder}/${page.locale}/${subject.slug}`, `${folder}/en/${subject.slug}`);
  }
  if (page.template === 'faq') for (const [key, entry] of entries) if (entry.collection === 'faq' && entry.locale === page.locale) keys.push(key);
  return keys.flatMap((key) => {
    const entry = entries.get(key);
    const meta = byEntry.get(key)?.meta;
    return entry && meta ? [{ file: entry.file, bodyLine: entry.bodyLine, links: meta.links }] : [];
  });
}

/** `builds/latest.json` and `builds/meta/{id}.json` (spec 4, 7). */
function buildMeta(pages: readonly PlannedPage[], buildId: string, now: Date): OutputFile[] {
  const timestamp = now.getTime();
  return [
    { path: 'builds/latest.json', contents: `${JSON.stringify({ id: buildId, timestamp })}\n` },
    { path: `builds/meta/${buildId}.json`, contents: `${JSON.stringify({ id: buildId, timestamp, prerendered: pages.map((page) => page.path) })}\n` },
  ];
}

async function readIcons(root: string): Promise<Map<string, string>> {
  const dir = join(root, 'templates', 'icons');
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.svg'));
  return new Map(await Promise.all(names.map(async (name) => [`templates/icons/${name}`, await readFile(join(dir, name), 'utf8')] as [string, string])));
}

async function readTemplateSources(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) out.set(rel, await readFile(join(root, rel), 'utf8'));
    }
  };
  await walk('templates');
  return out;
}

export type { Messages };

import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import type { PlannedPage } from '../../../manifest/plan/types.ts';
import { shortHash } from '../hash.ts';
import { memoOn } from '../memo.ts';
import type { PageFacts } from '../render/page-facts.ts';
import type { BuiltPage } from '../render/pages.ts';
import { type CheckedPage, checkPage, checkPlannedAlternates, checkTitles, type PageCheckContext, pageCheckContext } from './page-checks.ts';
import type { SiteIndex } from './site-index.ts';

/** What the checks of earlier builds left: facts of pages rendered before, results per page key. */
export interface CheckMemory {
  facts(key: string): PageFacts | undefined;
  results(context: string, key: string): Diagnostic[] | undefined;
}

/**
 * The rendered-page checks of a build. A page's checks depend on its view key, the markdown files
 * it shows (their diagnostics name the file and line), the plan and the files produced: a page
 * whose key and sources are unchanged in an unchanged context keeps its last result. Returns the
 * diagnostics and the results to remember. Pure.
 */
export function checkBuiltPages(index: SiteIndex, built: readonly BuiltPage[], outputAssets: ReadonlySet<string>, code: string, memory: CheckMemory, dropped: ReadonlySet<string> = new Set(), textSources?: PageCheckContext['textSources']) {
  const { plan } = index;
  const around = `${[...outputAssets].sort().join('|')}\u0000${[...dropped].sort().join('|')}`;
  // The same plan (site dev after a body edit) gives the same context: kept with the plan.
  const context = memoOn(plan, `check context ${code}\u0000${around}`, () => shortHash(`${code}\u0000${JSON.stringify(plan.ruleSets)}\u0000${plan.pages.map((page) => `${page.site}|${page.path}`).join('\n')}\u0000${around}`, 16));
  const checks = memoOn(plan, `page check context ${around}`, () => pageCheckContext(plan, outputAssets, dropped));
  // This build's: the plan (and so the context) outlives an edit of a message or an entry's front matter.
  if (textSources) checks.textSources = textSources;
  const byKey: Record<string, Diagnostic[]> = {};
  for (const { page, key, facts } of built) {
    const check = (): { checkKey: string; result: Diagnostic[]; settled: boolean } => {
      const markdown = markdownSources(index, page);
      const checkKey = markdown.length ? shortHash(`${key}\u0000${JSON.stringify(markdown.map((source) => [source.file, source.bodyLine]))}`, 16) : key;
      const stored = facts ? undefined : memory.results(context, checkKey);
      if (stored) return { checkKey, result: stored, settled: true };
      const known = facts ?? memory.facts(key);
      return { checkKey, result: known ? checkPage(checks, { page, facts: known, markdown }) : [], settled: Boolean(known) };
    };
    // The same plan object (site dev after a body edit, `memoOn`) has the same pages, entries'
    // files and body lines; the same view key, the same facts and bodies: the same result.
    let checked = memoOn([checks, page], `checked ${key}`, check);
    if (!checked.settled) checked = check();
    const { checkKey, result } = checked;
    byKey[checkKey] = result;
  }
  const diagnostics = [...Object.values(byKey).flat(), ...memoOn(plan, 'planned alternates', () => checkPlannedAlternates(plan)), ...checkTitles(built)];
  return { diagnostics, context, byKey };
}

/** The markdown files whose HTML a page shows, with their internal links (for link diagnostics). */
function markdownSources(index: SiteIndex, page: PlannedPage): CheckedPage['markdown'] {
  const subject = page.subject;
  const entries = [];
  if (subject.kind === 'entry') entries.push(index.entryAt(subject.collection, page.locale, subject.slug));
  if (subject.kind === 'item') {
    const folder = { solutions: 'solutions', features: 'features', alternatives: 'alternatives', useCases: 'use-cases' }[subject.items];
    entries.push(index.entryAt(folder, page.locale, subject.slug), index.entryAt(folder, index.catchAll.code, subject.slug));
  }
  if (page.template === 'faq') entries.push(...index.entriesOf('faq', page.locale));
  return entries.flatMap((entry) => {
    const body = entry ? index.body(entry) : undefined;
    return entry && body ? [{ file: entry.file, bodyLine: entry.bodyLine, links: body.links, missingImages: body.missingImages }] : [];
  });
}


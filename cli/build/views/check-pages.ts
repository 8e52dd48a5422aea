import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import type { PlannedPage } from '../../../manifest/plan/types.ts';
import { shortHash } from '../hash.ts';
import type { PageFacts } from '../render/page-facts.ts';
import type { BuiltPage } from '../render/pages.ts';
import { type CheckedPage, checkPage, checkPlannedAlternates, checkTitles, pageCheckContext } from './page-checks.ts';
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
export function checkBuiltPages(index: SiteIndex, built: readonly BuiltPage[], outputAssets: ReadonlySet<string>, code: string, memory: CheckMemory, dropped: ReadonlySet<string> = new Set()) {
  const { plan } = index;
  const context = shortHash(`${code}\u0000${JSON.stringify(plan.ruleSets)}\u0000${plan.pages.map((page) => `${page.site}|${page.path}`).join('\n')}\u0000${[...outputAssets].sort().join('|')}\u0000${[...dropped].sort().join('|')}`, 16);
  const checks = pageCheckContext(plan, outputAssets, dropped);
  const byKey: Record<string, Diagnostic[]> = {};
  for (const { page, key, facts } of built) {
    const markdown = markdownSources(index, page);
    const checkKey = markdown.length ? shortHash(`${key}\u0000${JSON.stringify(markdown.map((source) => [source.file, source.bodyLine]))}`, 16) : key;
    let result = facts ? undefined : memory.results(context, checkKey);
    if (!result) {
      const known = facts ?? memory.facts(key);
      result = known ? checkPage(checks, { page, facts: known, markdown }) : [];
    }
    byKey[checkKey] = result;
  }
  const diagnostics = [...Object.values(byKey).flat(), ...checkPlannedAlternates(plan), ...checkTitles(built)];
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
    return entry && body ? [{ file: entry.file, bodyLine: entry.bodyLine, links: body.links }] : [];
  });
}


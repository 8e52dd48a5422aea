import { type Diagnostic, formatPath } from '../diagnostics.ts';
import { Slug, type SiteManifest } from '../schema/index.ts';

/**
 * Lists whose entries stand alone: one broken entry says nothing about the others, so the checks
 * that come after the schema can run on the rest. `at` is the list's place in its section; `key`
 * the field other parts of the manifest name an entry by (menus link to a solution by its slug).
 */
const LISTS = [
  { section: 'solutions', at: [], key: 'slug' },
  { section: 'features', at: [], key: 'slug' },
  { section: 'alternatives', at: [], key: 'rival' },
  { section: 'useCases', at: [], key: 'slug' },
  { section: 'redirects', at: ['paths'], key: undefined },
] as const;

type List = (typeof LISTS)[number];

/** The manifest path of a list entry: `alternatives[8]`, `redirects.paths[6]`. */
function entryPath(list: List, index: number): string {
  return formatPath([list.section, ...list.at, index]);
}

/** True when `path` is `entry` or inside it (`alternatives[8]`, `alternatives[8].name`; not `alternatives[80]`). */
export function isWithin(path: string | undefined, entries: ReadonlySet<string>): boolean {
  if (!path) return false;
  for (const entry of entries) {
    if (path === entry || (path.startsWith(entry) && /^[.[]/.test(path.slice(entry.length)))) return true;
  }
  return false;
}

/** The list entry a section-relative zod issue path lies in, if the section has such a list. */
function entryOfIssue(section: string, issuePath: readonly PropertyKey[]): number | undefined {
  const list = LISTS.find((candidate) => candidate.section === section);
  if (!list || issuePath.length <= list.at.length) return undefined;
  if (!list.at.every((key, i) => issuePath[i] === key)) return undefined;
  const index = issuePath[list.at.length];
  return typeof index === 'number' ? index : undefined;
}

/**
 * A section whose only shape problems are inside entries of its list, with those entries replaced
 * by inert stand-ins (available in no locale, so nothing is planned from them), and the stand-ins'
 * paths. `undefined` when a problem lies outside the entries, or the section is not such a list.
 * A stand-in keeps its entry's slug, so a menu naming it is not reported; an entry whose slug is
 * what is broken cannot stand in (`undefined`).
 */
export function salvageSection(section: string, input: unknown, issuePaths: readonly (readonly PropertyKey[])[]): { input: unknown; standIns: string[] } | undefined {
  const list = LISTS.find((candidate) => candidate.section === section);
  if (!list) return undefined;
  const broken = new Set<number>();
  for (const path of issuePaths) {
    const index = entryOfIssue(section, path);
    if (index === undefined) return undefined;
    broken.add(index);
  }
  const copy = structuredCloneLoose(input);
  let entries: unknown = copy;
  for (const key of list.at) entries = typeof entries === 'object' && entries !== null ? (entries as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(entries)) return undefined;
  const replaced: unknown[] = [];
  for (const index of broken) {
    const entry = standIn(list, entries[index], index);
    // An entry whose slug itself is broken: what names it elsewhere (a menu, the swap table, copy)
    // cannot be judged without it, so the list waits for the fix, as a broken section does.
    if (entry === undefined) return undefined;
    replaced[index] = entry;
  }
  for (const index of broken) entries[index] = replaced[index];
  return { input: copy, standIns: [...broken].map((index) => entryPath(list, index)) };
}

/** An inert entry in place of a broken one: a redirect of no locale; an item of no locale with the entry's own slug. */
function standIn(list: List, raw: unknown, index: number): unknown {
  if (list.key === undefined) return { from: `/invalid-entry-${index}`, to: '/', locales: [] };
  const slug = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[list.key] : undefined;
  if (!Slug.safeParse(slug).success) return undefined;
  return { [list.key]: slug, ...(list.section === 'alternatives' ? { name: String(slug) } : {}), languages: [] };
}

/** A copy of plain data (functions and class instances are not expected in a manifest's lists). */
function structuredCloneLoose(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneLoose);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneLoose(v)]));
  return value;
}

/**
 * The manifest the later checks (the plan, the content against the manifest) can run on while the
 * manifest has errors: possible when every error lies inside an entry of a standalone list. Those
 * entries, and the schema's stand-ins, are made available in no locale (an item keeps its slug
 * unless another entry has it), so the plan sees the rest of the manifest as it is. `undefined`
 * when an error lies elsewhere (a locale, a route, a menu…): then the later checks wait.
 */
export function withoutBrokenEntries(manifest: SiteManifest, errors: readonly Diagnostic[], standIns: readonly string[]): { manifest: SiteManifest; set: Set<string> } | undefined {
  const set = new Set(standIns);
  for (const error of errors) {
    const entry = error.path ? containingEntry(error.path) : undefined;
    if (!entry) return undefined;
    set.add(entry);
  }
  const out: SiteManifest = { ...manifest, redirects: { ...manifest.redirects } };
  for (const list of LISTS) {
    if (list.key === undefined) {
      out.redirects.paths = manifest.redirects.paths.map((redirect, index) => (set.has(entryPath(list, index)) ? { ...redirect, locales: [] } : redirect));
      continue;
    }
    const key = list.key;
    const items = manifest[list.section] as readonly Record<string, unknown>[];
    // A slug another entry has would put two items on one URL: the broken one gets a stand-in slug.
    const taken = new Set(items.filter((_, index) => !set.has(entryPath(list, index))).map((item) => item[key]));
    const neutral = items.map((item, index) => {
      if (!set.has(entryPath(list, index))) return item;
      const slug = taken.has(item[key]) ? `invalid-entry-${index}` : item[key];
      taken.add(slug);
      return { ...item, [key]: slug, languages: [] };
    });
    (out as Record<string, unknown>)[list.section] = neutral;
  }
  return { manifest: out, set };
}

/** The standalone-list entry a manifest path lies in (`redirects.paths[6].to` → `redirects.paths[6]`). */
function containingEntry(path: string): string | undefined {
  for (const list of LISTS) {
    const prefix = formatPath([list.section, ...list.at]);
    const match = new RegExp(`^${prefix.replace(/[.[\]]/g, '\\$&')}\\[(\\d+)\\](?=$|[.[])`).exec(path);
    if (match) return `${prefix}[${match[1]}]`;
  }
  return undefined;
}

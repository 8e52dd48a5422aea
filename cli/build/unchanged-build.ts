import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { tagCacheFolder } from '../output-folders.ts';
import { OUTPUT_MARKER } from '../output-safety.ts';
import type { BuildOutcome, BuildSummary } from './build.ts';
import { shortHash } from './hash.ts';
import { inputDigest, listInputs } from './inputs/input-digest.ts';
import { StatCache } from './inputs/stat-cache.ts';
import { readJson, writeJson } from './store/json-file.ts';

/** What a successful build into an output folder recorded: the digest of its inputs and where its outcome is. */
interface BuildStamp {
  digest: string;
  /** The build settings that shape the output besides the files (which codes are warnings). */
  settings: string;
  buildId: string;
  /** Inode, size, mtime and ctime (ns) of the output folder's marker as the build left it. */
  marker: string;
}

/**
 * The outcome the no-change path replays, in a file of its own (`outcomes/<key hash>.json`): a
 * build with thousands of warnings records megabytes of diagnostics, which `stamps.json` (read by
 * every build to compare digests) should not carry.
 */
interface RecordedOutcome {
  digest: string;
  settings: string;
  buildId: string;
  summary: BuildSummary;
  diagnostics: Diagnostic[];
}

const STAMPS = 'stamps.json';
const OUTCOMES = 'outcomes';
const STAT_CACHE = 'stat-cache.json';

/**
 * The digest of every input of a build in `root` (`input-digest.ts`), trusted by `stat` through the
 * stat cache in `cacheDir`, which it saves, and the hash of each input file (repository-relative
 * path → SHA-256), which loading the project may trust instead of reading the file. Computed
 * before the project is loaded: a file changed while the build runs changes the next digest, so
 * that build is never taken for this one.
 */
export function digestBuildInputs(root: string, cacheDir: string): { digest: string; hashes: ReadonlyMap<string, string> } {
  const stats = new StatCache(join(cacheDir, STAT_CACHE));
  const files = listInputs(root);
  const hashes = new Map<string, string>();
  const digest = inputDigest(root, stats, files, hashes);
  stats.keepOnly(files);
  mkdirSync(cacheDir, { recursive: true });
  tagCacheFolder(cacheDir);
  stats.save();
  return { digest, hashes };
}

/**
 * The outcome of the last build into `outDir` for `target`, when its inputs had this digest, it
 * ran with these settings and `outDir` still holds its tree (its marker file is the one that build
 * wrote, by inode, size and times): the no-change path of `site build`, which then loads, reads
 * and renders nothing.
 */
export function unchangedOutcome(cacheDir: string, outDir: string, target: string, digest: string, settings: string): BuildOutcome | undefined {
  const started = performance.now();
  const stamp = (readJson<Record<string, BuildStamp> | null>(join(cacheDir, STAMPS), {}) ?? {})[stampKey(outDir, target)];
  if (!stamp || stamp.digest !== digest || stamp.settings !== settings) return undefined;
  // Every build writes a new tree with a new marker: an unchanged marker is the recorded build's tree.
  if (markerStat(outDir) !== stamp.marker) return undefined;
  const recorded = readJson<Partial<RecordedOutcome>>(outcomeFile(cacheDir, outDir, target), {});
  if (recorded.digest !== digest || recorded.settings !== settings || recorded.buildId !== stamp.buildId || !recorded.summary || !Array.isArray(recorded.diagnostics)) return undefined;
  const summary: BuildSummary = { ...recorded.summary, files: 0, bytes: 0, rendered: 0, markdownRendered: 0, reused: recorded.summary.pages, unchanged: true, seconds: (performance.now() - started) / 1000 };
  return { ok: true, diagnostics: recorded.diagnostics, summary };
}

/** Records a successful build into `outDir` for `target`, made from inputs with this digest. */
export function recordBuild(cacheDir: string, outDir: string, target: string, digest: string, settings: string, outcome: BuildOutcome): void {
  if (!outcome.ok || !outcome.summary) return;
  const file = join(cacheDir, STAMPS);
  // Only the stamp's own fields are kept (stamps of earlier versions carried their outcome).
  const stamps: Record<string, BuildStamp> = {};
  for (const [key, stamp] of Object.entries(readJson<Record<string, Partial<BuildStamp> | null>>(file, {}))) {
    if (stamp?.digest && stamp.settings !== undefined && stamp.buildId && stamp.marker !== undefined) stamps[key] = { digest: stamp.digest, settings: stamp.settings, buildId: stamp.buildId, marker: stamp.marker };
  }
  const marker = readJson<{ build?: { id: string; target: string } }>(join(outDir, OUTPUT_MARKER), {});
  if (marker.build?.id !== outcome.summary.buildId || marker.build.target !== target) return;
  // The outcome first: a stamp never points at an older outcome (which its digest would not match anyway).
  writeJson(outcomeFile(cacheDir, outDir, target), { digest, settings, buildId: outcome.summary.buildId, summary: outcome.summary, diagnostics: outcome.diagnostics } satisfies RecordedOutcome);
  stamps[stampKey(outDir, target)] = { digest, settings, buildId: outcome.summary.buildId, marker: markerStat(outDir) };
  writeJson(file, stamps);
}

function outcomeFile(cacheDir: string, outDir: string, target: string): string {
  return join(cacheDir, OUTCOMES, `${shortHash(stampKey(outDir, target), 16)}.json`);
}

function markerStat(outDir: string): string {
  try {
    const stat = statSync(join(outDir, OUTPUT_MARKER), { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  } catch {
    return '';
  }
}

function stampKey(outDir: string, target: string): string {
  return `${target}\u0000${outDir}`;
}

import { relative, sep } from 'node:path';
import { watch } from 'chokidar';
import { changeKindOf, WATCHED_DIRS } from './change-kinds.ts';

/** A running watcher. */
export interface ProjectWatcher {
  /** Resolves once the initial scan is done and events are reported. */
  ready: Promise<void>;
  /** Reports these repository-relative paths in the next batch, as if the file system had (the catch-up after the first build). */
  notify(paths: Iterable<string>): void;
  close(): Promise<void>;
}

/** How long a burst of events (an editor's write-and-rename, a `git checkout`) is collected into one batch. */
const BATCH_MS = 40;

/**
 * Watches `manifest/`, `content/`, `templates/` and `runtime/` with chokidar and reports batches
 * of repository-relative paths the output may depend on. Batches never overlap: while `onBatch`
 * runs, new events are collected and reported when it has finished. What actually changed is for
 * the caller to decide (stat, then hash); an event is only a hint to look.
 */
export function watchProject(root: string, onBatch: (paths: string[]) => Promise<void>): ProjectWatcher {
  const watcher = watch(
    WATCHED_DIRS.map((dir) => `${root}${sep}${dir}`),
    { ignoreInitial: true, ignored: (path, stats) => Boolean(stats?.isFile()) && !changeKindOf(toRelative(root, path)) },
  );
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const flush = async (): Promise<void> => {
    timer = undefined;
    if (running || closed || pending.size === 0) return;
    const batch = [...pending];
    pending = new Set();
    running = onBatch(batch).finally(() => {
      running = undefined;
      if (pending.size > 0 && !timer) timer = setTimeout(() => void flush(), BATCH_MS);
    });
    await running;
  };
  const notify = (paths: Iterable<string>) => {
    for (const path of paths) if (changeKindOf(path)) pending.add(path);
    if (pending.size > 0 && !timer && !running) timer = setTimeout(() => void flush(), BATCH_MS);
  };
  const note = (path: string) => notify([toRelative(root, path)]);
  watcher.on('add', note).on('change', note).on('unlink', note);
  const ready = new Promise<void>((done) => watcher.once('ready', () => done()));
  return {
    ready,
    notify,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await watcher.close();
      await running;
    },
  };
}

function toRelative(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

/** A file of an in-memory output tree: its content hash and bytes. */
export interface MemoryFile {
  hash: string;
  bytes: Uint8Array;
}

/** One complete output tree, never changed once committed: readers keep the one they started with. */
export interface MemoryGeneration {
  /** 1 for the first committed tree, then one up per commit. */
  number: number;
  buildId: string;
  target: string;
  /** `<site>/<path in the site root>` → file (`main/de/pricing.html`, `zh/assets/site.css`). */
  files: ReadonlyMap<string, MemoryFile>;
}

/** What a commit changed against the previous tree, by path. */
export interface TreeChange {
  generation: MemoryGeneration;
  /** Paths added or whose hash changed. */
  changed: string[];
  /** Paths no longer in the tree. */
  removed: string[];
}

/**
 * The build's output kept in memory instead of `dist/` (`site dev`): a build fills a draft and
 * `commit` swaps it in with one assignment, so a reader sees the previous tree or the new one,
 * never half of a build. A file whose hash some tree already holds reuses those bytes.
 */
export class MemoryTree {
  private currentTree: MemoryGeneration | undefined;
  private draft: Map<string, MemoryFile> | undefined;
  /** Bytes by hash, of the current tree and the draft. */
  private byHash = new Map<string, Uint8Array>();
  /** What the last commit changed. */
  lastChange: TreeChange | undefined;

  /** The last committed tree (undefined before the first commit). */
  get current(): MemoryGeneration | undefined {
    return this.currentTree;
  }

  /** Starts a new draft (an unfinished one is dropped). */
  begin(): void {
    this.draft = new Map();
  }

  /** True when some tree holds bytes with this hash. */
  hasBytes(hash: string): boolean {
    return this.byHash.has(hash);
  }

  /** Puts a file into the draft. */
  put(path: string, hash: string, bytes: Uint8Array): void {
    const draft = this.requireDraft();
    const known = this.byHash.get(hash);
    if (!known) this.byHash.set(hash, bytes);
    draft.set(path, { hash, bytes: known ?? bytes });
  }

  /** Puts the bytes a tree already holds under `hash` at `path`; false when none does. */
  putKnown(path: string, hash: string): boolean {
    const bytes = this.byHash.get(hash);
    if (!bytes) return false;
    this.requireDraft().set(path, { hash, bytes });
    return true;
  }

  /** Swaps the draft in as the current tree, in one step, and says what changed. */
  commit(build: { id: string; target: string }): TreeChange {
    const files = this.requireDraft();
    const previous = this.currentTree?.files ?? new Map<string, MemoryFile>();
    const generation: MemoryGeneration = { number: (this.currentTree?.number ?? 0) + 1, buildId: build.id, target: build.target, files };
    this.currentTree = generation;
    this.draft = undefined;
    this.byHash = new Map([...files.values()].map((file) => [file.hash, file.bytes]));
    this.lastChange = {
      generation,
      changed: [...files].filter(([path, file]) => previous.get(path)?.hash !== file.hash).map(([path]) => path),
      removed: [...previous.keys()].filter((path) => !files.has(path)),
    };
    return this.lastChange;
  }

  /** Drops the draft; the current tree stays. */
  abort(): void {
    this.draft = undefined;
    this.byHash = new Map([...(this.currentTree?.files.values() ?? [])].map((file) => [file.hash, file.bytes]));
  }

  private requireDraft(): Map<string, MemoryFile> {
    if (!this.draft) throw new Error('MemoryTree: begin() a draft first');
    return this.draft;
  }
}

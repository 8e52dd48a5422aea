import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { MemoryGeneration } from '../build/store/memory-tree.ts';
import { ENGINE_TARGET, type Engine, type RunningEngine, startEngine } from '../serve/engines.ts';
import { type DiskTree, materializeTree } from './materialize.ts';

/**
 * The real engine behind `site dev --engine nginx|cloudflare|netlify`: after each good build the
 * in-memory tree is written to a fresh folder (unchanged files hard-linked), a new engine per site
 * is started over it, the dev servers switch to it, and only then the old engines are stopped and
 * their folder removed: a request is answered by one complete build, and every engine reads its
 * configuration (`_redirects`, `_worker.js`, `server.conf`) afresh. `upstream(site)` is where the
 * dev servers forward requests.
 */
export class DevEngines {
  private running = new Map<string, RunningEngine>();
  private disk: DiskTree | undefined;
  private generation = 0;

  constructor(
    readonly engine: Exclude<Engine, 'reference'>,
    private readonly workDir: string,
    private readonly projectRoot: string,
  ) {}

  /** The host target whose files the engine reads. */
  get target(): 'nginx' | 'cloudflare' | 'netlify' {
    return ENGINE_TARGET[this.engine] as 'nginx' | 'cloudflare' | 'netlify';
  }

  /** Where a site's engine answers, once one runs. */
  upstream(site: string): string | undefined {
    return this.running.get(site)?.url;
  }

  /** Puts a new tree in front of the engines (a no-op when it is the one they serve). */
  async update(tree: MemoryGeneration, plan: SitePlan, sites: readonly string[]): Promise<void> {
    if (this.disk?.files === tree.files) return;
    const previous = this.disk;
    const dir = join(this.workDir, `gen-${process.pid}-${++this.generation}`);
    const disk = materializeTree(tree, dir, previous);
    const started = new Map<string, RunningEngine>();
    try {
      for (const site of sites) started.set(site, await startEngine(this.engine, join(dir, site), { projectRoot: this.projectRoot, plan, site, target: this.target }));
    } catch (error) {
      await Promise.all([...started.values()].map((engine) => engine.stop()));
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const old = this.running;
    this.running = started;
    this.disk = disk;
    await Promise.all([...old.values()].map((engine) => engine.stop()));
    if (previous) await rm(previous.dir, { recursive: true, force: true });
  }

  /** Stops every engine and removes the written tree. */
  async stop(): Promise<void> {
    await Promise.all([...this.running.values()].map((engine) => engine.stop()));
    this.running = new Map();
    if (this.disk) await rm(this.disk.dir, { recursive: true, force: true });
    this.disk = undefined;
  }
}

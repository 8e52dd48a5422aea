/** Every engine `site serve` can start. */
export const ENGINES = ['reference', 'nginx', 'cloudflare', 'netlify'] as const;
export type Engine = (typeof ENGINES)[number];

/** A started engine: where it answers, and how to stop it (and everything it started). */
export interface RunningEngine {
  engine: Engine;
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  /** Process-group id of the engine's processes (nginx, wrangler); none for in-process engines. */
  pid?: number;
  /** Stops the engine; resolves when its processes have exited. Safe to call twice. */
  stop(): Promise<void>;
}

import { join } from 'node:path';
import { describe, it } from 'vitest';
import { engineAvailable } from '../../cli/serve/engines.ts';
import type { Engine } from '../../cli/serve/engine-types.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * `describe(title, body)` when the engine runs here; without it, a skipped suite with the reason on
 * a laptop, and a failing one with CI=true (a missing engine on CI is a broken CI image, not a
 * reason to pass).
 */
export function describeWithEngine(engine: Engine, title: string, body: () => void): void {
  const available = engineAvailable(engine, ROOT);
  if (available.ok) {
    describe(title, body);
  } else if (process.env.CI === 'true') {
    describe(title, () => {
      it(`needs ${engine}`, () => {
        throw new Error(`${engine} is missing on CI: ${available.reason}`);
      });
    });
  } else {
    console.warn(`[hosts] skipping ${title}: ${available.reason}`);
    describe.skip(`${title} (${available.reason})`, () => {
      it('runs against the engine', () => undefined);
    });
  }
}

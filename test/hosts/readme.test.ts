/** cli/hosts/README.md repeats the capability table and the known host limitations: keep them in sync. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCapabilityTable } from '../../cli/hosts/capabilities.ts';
import { formatLimitationsTable } from './allow-list.ts';
import { ROOT } from './site-under-test.ts';

describe('host READMEs', () => {
  it('has the current capability table and limitation table', async () => {
    const readme = await readFile(join(ROOT, 'cli', 'hosts', 'README.md'), 'utf8');
    expect(readme.includes(formatCapabilityTable()), 'capability table out of date: paste formatCapabilityTable()').toBe(true);
    expect(readme.includes(formatLimitationsTable()), 'limitation table out of date: paste formatLimitationsTable()').toBe(true);
  });

  it('is repeated in the top-level README for deployers (limitation table)', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    expect(readme.includes(formatLimitationsTable()), 'README.md limitation table out of date: paste formatLimitationsTable()').toBe(true);
  });
});

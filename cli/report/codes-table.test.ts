/** The README's table of diagnostic codes is generated from the catalog and kept in sync. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../manifest/catalog/index.ts';
import { ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { CODES_END, CODES_START, formatCodesTable, writeCodesTable } from './codes-table.ts';

/** The command that regenerates the table (named when the table is stale). */
const CODES_TABLE_COMMAND = 'npm run codes-table';

describe('the table of diagnostic codes', () => {
  it('has a row per code with its severity, title and area, HOST_* codes included', () => {
    const table = formatCodesTable();
    expect(table.startsWith('| code | severity | title | area |\n|---|---|---|---|\n')).toBe(true);
    for (const [code, entry] of Object.entries(CATALOG)) expect(table).toContain(`| \`${code}\` | ${entry.severity} | ${entry.title} |`);
    expect(table).toContain('| `HOST_BUDGET_EXCEEDED` | error | Host rule budget exceeded | Build and host files |\n');
    expect(table.trimEnd().split('\n')).toHaveLength(Object.keys(CATALOG).length + 2);
  });

  it('replaces only the text between the markers, and twice is once', () => {
    const readme = `# site\n\nbefore\n${CODES_START}\n| old | table |\n${CODES_END}\nafter\n`;
    const written = writeCodesTable(readme);
    expect(written).toBe(`# site\n\nbefore\n${CODES_START}\n${formatCodesTable()}${CODES_END}\nafter\n`);
    expect(writeCodesTable(written)).toBe(written);
    expect(() => writeCodesTable('# site\n')).toThrow(/codes:start/);
    const quoted = `Run it to fill \`${CODES_START}\`.\n${readme}`;
    expect(writeCodesTable(quoted)).toBe(`Run it to fill \`${CODES_START}\`.\n${written}`);
  });

  it('is current in README.md', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    expect(readme.includes(CODES_START) && readme.includes(CODES_END), 'README.md has the codes markers').toBe(true);
    expect(writeCodesTable(readme) === readme, `README.md's table of diagnostic codes differs from the catalog: run ${CODES_TABLE_COMMAND}`).toBe(true);
  });
});

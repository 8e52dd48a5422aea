#!/usr/bin/env node
// Writes the "Diagnostic codes" table of README.md (between <!-- codes:start --> and
// <!-- codes:end -->) from the catalog in manifest/catalog/. `--check` writes nothing and exits 1
// when the table is out of date. Run it as `npm run codes-table` after adding or retitling a code.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmeFile = join(root, 'README.md');

// The catalog is TypeScript: bundle the table module in memory (it imports no packages) and load it.
const bundle = await build({ entryPoints: [join(root, 'cli/report/codes-table.ts')], absWorkingDir: root, bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
const { writeCodesTable } = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);

const readme = readFileSync(readmeFile, 'utf8');
const updated = writeCodesTable(readme);
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('README.md: the table of diagnostic codes is out of date; run npm run codes-table');
    process.exit(1);
  }
  console.log('README.md: the table of diagnostic codes is up to date');
} else if (updated === readme) {
  console.log('README.md: the table of diagnostic codes is up to date');
} else {
  writeFileSync(readmeFile, updated);
  console.log('README.md: wrote the table of diagnostic codes');
}

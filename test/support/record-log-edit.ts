import { readFile, writeFile } from 'node:fs/promises';

/**
 * Changes every record of a record log (`cli/build/store/record-log.ts`) in place, its header kept:
 * how a test poisons a cache to see whether it is used.
 */
export async function editRecords<V>(file: string, change: (value: V) => void): Promise<void> {
  const [header, ...lines] = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  const records = lines.map((line) => JSON.parse(line) as [string, V]);
  for (const [, value] of records) change(value);
  await writeFile(file, `${[header, ...records.map((record) => JSON.stringify(record))].join('\n')}\n`);
}

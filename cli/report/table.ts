/** Rows of string cells printed as an aligned table, CSV (RFC 4180) or a Markdown table. */
export type TableFormat = 'table' | 'csv' | 'md';

export function formatTable(columns: readonly string[], rows: readonly (readonly string[])[], format: TableFormat): string {
  if (format === 'csv') {
    const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
  }
  if (format === 'md') {
    const cell = (value: string) => value.replace(/\|/g, '\\|') || ' ';
    return [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n') + '\n';
  }
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) => row.map((value, i) => value.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

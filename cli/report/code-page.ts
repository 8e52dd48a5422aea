import { CATALOG, CATALOG_AREAS, type CatalogEntry, DIAGNOSTIC_CODES, type DiagnosticCode } from '../../manifest/catalog/index.ts';
import { type DiagnosticData, diagnostic } from '../../manifest/diagnostics.ts';
import { didYouMean } from '../../manifest/validate/hints.ts';
import { type CliIO, styler } from '../io.ts';
import { formatDiagnosticsText } from './diagnostics.ts';

/** Width that explanation paragraphs are wrapped to. */
const WIDTH = 100;

/** The catalog code a user typed, forgiving case and hyphens (`unknown-locale` → `UNKNOWN_LOCALE`). */
export function findCode(value: string): DiagnosticCode | undefined {
  const code = value.trim().toUpperCase().replace(/-/g, '_');
  return (DIAGNOSTIC_CODES as readonly string[]).includes(code) ? (code as DiagnosticCode) : undefined;
}

/**
 * `site check --explain CODE`: the code's title and severity, what it means, an example (the
 * input, and what `site check` prints for it, from the code's own message and hint), the fix.
 */
export function formatCodePage(code: DiagnosticCode, io: CliIO): string {
  const s = styler(io);
  const entry: CatalogEntry = CATALOG[code];
  const { meaning, example, fix } = entry.explanation;
  // Built through the real API, so the page shows exactly what a call site with this data reports.
  const printed = diagnostic(code, example.data as DiagnosticData<DiagnosticCode>, example.at);
  const indent = (text: string, by: string) => text.replace(/\n$/, '').split('\n').map((line) => (line ? `${by}${line}` : line)).join('\n');
  return [
    `${s.bold(code)}: ${entry.title} (${entry.severity})`,
    '',
    s.bold('What it means'),
    wrap(meaning, '  '),
    '',
    s.bold('Example'),
    `  In ${example.file}:`,
    '',
    indent(example.input, '    '),
    '',
    '  site check prints:',
    '',
    indent(formatDiagnosticsText([printed], io), '    '),
    '',
    s.bold('How to fix it'),
    wrap(fix, '  '),
    '',
  ].join('\n');
}

/** `site check --explain`: every code with its severity and title, by area. */
export function formatCodeList(io: CliIO): string {
  const s = styler(io);
  const width = Math.max(...DIAGNOSTIC_CODES.map((code) => code.length));
  const lines = ['Diagnostic codes; site check --explain CODE prints what one means, an example and the fix.'];
  for (const area of CATALOG_AREAS) {
    lines.push('', s.bold(area.title));
    for (const [code, entry] of Object.entries(area.codes)) lines.push(`  ${code.padEnd(width)}  ${entry.severity.padEnd(7)}  ${entry.title}`);
  }
  return `${lines.join('\n')}\n`;
}

/** What `--explain` says about a code the catalog does not have. */
export function formatUnknownCode(value: string): string {
  const guess = didYouMean(value.trim().toUpperCase().replace(/-/g, '_'), DIAGNOSTIC_CODES);
  return `site check --explain: there is no code "${value}".${guess ? ` Did you mean "${guess}"?` : ''}\nKnown codes: ${DIAGNOSTIC_CODES.join(', ')}.\n`;
}

/** A paragraph wrapped at word boundaries, each line indented. */
function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

import { CATALOG_AREAS } from '../../manifest/catalog/index.ts';
import { formatTable } from './table.ts';

/** The markers around the generated table in README.md. */
export const CODES_START = '<!-- codes:start -->';
export const CODES_END = '<!-- codes:end -->';

/** The README's table of diagnostic codes, from the catalog: code, severity and title, by area. */
export function formatCodesTable(): string {
  const rows = CATALOG_AREAS.flatMap((area) => Object.entries(area.codes).map(([code, entry]) => [`\`${code}\``, entry.severity, entry.title, area.title]));
  return formatTable(['code', 'severity', 'title', 'area'], rows, 'md');
}

/**
 * `readme` with the lines between the marker lines replaced by the current table (a marker counts
 * only on a line of its own, so prose may quote it). Throws when a marker line is missing.
 */
export function writeCodesTable(readme: string): string {
  const start = readme.search(markerLine(CODES_START));
  const end = readme.search(markerLine(CODES_END));
  if (start < 0 || end < start) throw new Error(`README.md needs the lines ${CODES_START} and ${CODES_END} around the table of diagnostic codes`);
  return `${readme.slice(0, start + CODES_START.length)}\n${formatCodesTable()}${readme.slice(end)}`;
}

function markerLine(marker: string): RegExp {
  return new RegExp(`^${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
}

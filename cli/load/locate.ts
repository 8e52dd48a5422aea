import type { Diagnostic } from '../../manifest/diagnostics.ts';

/** Splits `alternatives[3].languages["x"]` into `['alternatives', 3, 'languages', 'x']`. */
export function parsePath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const pattern = /([A-Za-z_$][\w$-]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) out.push(match[1]);
    else if (match[2] !== undefined) out.push(Number(match[2]));
    else if (match[3] !== undefined) out.push(JSON.parse(`"${match[3]}"`) as string);
  }
  return out;
}

const ANCHOR_FIELDS = ['id', 'slug', 'rival', 'code', 'key', 'from'];

/**
 * Gives manifest diagnostics their file and line. The file is the one in `manifest/site/` that
 * declares `export const <section>`; the line is found by walking the path through the values
 * that identify each element (its id, slug, rival, code…) and the offending value itself.
 */
export function locateManifestDiagnostics(diagnostics: Diagnostic[], input: unknown, sources: ReadonlyMap<string, string>, entry: string): Diagnostic[] {
  return diagnostics.map((d) => {
    if (d.file || !d.path) return d.file ? d : { ...d, file: entry };
    const segments = parsePath(d.path);
    const section = String(segments[0] ?? '');
    const declaration = new RegExp(`export const ${section}\\b`);
    const [file, text] = [...sources].find(([, source]) => declaration.test(source)) ?? [entry, sources.get(entry) ?? ''];
    const line = findLine(text, section, segments, input);
    return { ...d, file, ...(line ? { line } : {}) };
  });
}

function findLine(text: string, section: string, segments: readonly (string | number)[], input: unknown): number | undefined {
  const lines = text.split('\n');
  let at = lines.findIndex((line) => new RegExp(`export const ${section}\\b`).test(line));
  if (at < 0) at = lines.findIndex((line) => new RegExp(`\\b${section}\\b`).test(line));
  if (at < 0) return undefined;
  let value: unknown = input;
  for (const segment of segments) {
    value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[segment] : undefined;
    const anchors: string[] = [];
    if (typeof segment === 'string' && segment !== section) anchors.push(segment);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const field of ANCHOR_FIELDS) {
        const id = (value as Record<string, unknown>)[field];
        if (typeof id === 'string') {
          anchors.push(id);
          break;
        }
      }
    } else if (typeof value === 'string' || typeof value === 'number') anchors.push(String(value));
    for (const anchor of anchors) {
      const found = lines.findIndex((line, i) => i >= at && (line.includes(`'${anchor}'`) || line.includes(`"${anchor}"`) || line.includes(`\`${anchor}\``) || new RegExp(`(^|[\\s{,])${escape(anchor)}\\s*:`).test(line)));
      if (found >= 0) at = found;
    }
  }
  return at + 1;
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

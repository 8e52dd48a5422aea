import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { placeOfPath } from './manifest-path-place.ts';
import { ManifestSyntax } from './manifest-syntax.ts';

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

/**
 * Gives manifest diagnostics their file and line: the manifest path (`redirects.paths[6].to`) is
 * followed through the syntax of the manifest's sources, from `export default defineSite({ … })` in
 * `entry` through the `const`s and imports each section names, to the property or element itself
 * (`manifest-path-place.ts`). Where the value is computed the line is that of the entry containing
 * it; a missing property is at its object's opening line. A diagnostic without a path gets the
 * entry file; one whose section cannot be found gets the entry file and no line.
 */
export function locateManifestDiagnostics(diagnostics: Diagnostic[], sources: ReadonlyMap<string, string>, entry: string): Diagnostic[] {
  const syntax = new ManifestSyntax(sources);
  return diagnostics.map((d) => {
    if (d.file || !d.path) return d.file ? d : { ...d, file: entry };
    const place = placeOfPath(syntax, entry, parsePath(d.path));
    if (!place) return { ...d, file: entry };
    const line = syntax.lineOf(place.file, place.node);
    return { ...d, file: place.file, ...(line ? { line } : {}) };
  });
}

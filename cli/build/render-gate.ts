import { unparsedFiles } from '../../manifest/content/unparsed.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';

/** A content entry file (`content/<collection>/…`), not a message file or an asset. */
const ENTRY_FILE = /^content\/(?!messages\/|assets\/)[^/]+\//;

/**
 * True when an error stops the build before rendering: an error of the manifest, the plan, a
 * message file, an asset, or one without a file. Errors of content entry files do not stop it:
 * the build renders what parsed, so `site check` and `site build` report every content problem at
 * once, the ones found while rendering (raw HTML, relative paths, links) included. A build with
 * any error still commits nothing: the previous `dist/` stays as it was.
 */
export function blocksRender(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error' && !(d.file !== undefined && ENTRY_FILE.test(d.file)));
}

/**
 * `<locale>/<slug>` of the content files that did not parse (their front matter has an error):
 * their pages are missing from this build, so links to them are not reported again, neither as
 * LINK_BROKEN nor as LINK_UNAVAILABLE (the parse error is the one to fix).
 */
export function droppedSlugs(sources: Iterable<string>, parsed: readonly { file: string }[]): Set<string> {
  return new Set(unparsedFiles(sources, parsed).map((file) => `${file.locale}/${file.slug}`));
}

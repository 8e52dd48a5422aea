import type { SiteManifestInput } from './schema/manifest.ts';

/** The manifest as written: any field with a default may be left out. */
export type SiteInput = SiteManifestInput;

/**
 * Declares the site. Returns its argument unchanged: the point is the type, which gives editor
 * completion and documentation on every field. Validation happens when the CLI loads the manifest
 * (`site check`), so that every problem is reported at once with its manifest path.
 */
export function defineSite(manifest: SiteInput): SiteInput {
  return manifest;
}

import { distance } from 'fastest-levenshtein';
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { RuntimeImages } from '../../../runtime/config.ts';

const IMAGE_LANGUAGES = ['en', 'zh', 'pt', 'vn', 'ru'] as const;

/**
 * The files of `content/assets/widgets/` each image of the runtime config takes (the names
 * `runtime-config.ts` asks for; a test keeps the two in step).
 */
export const WIDGET_IMAGES = {
  activityIcon: ['activity-icon.svg'],
  activityPopup: IMAGE_LANGUAGES.map((code) => `activity-popup-${code}.svg`),
  qrIcon: ['qr-icon.svg'],
  qrPopup: ['qr-popup.svg'],
  banner: IMAGE_LANGUAGES.map((code) => `banner-${code}.svg`),
  error502: ['error-502.svg'],
  emptyPicture: ['empty-picture.svg'],
} satisfies Record<Exclude<keyof RuntimeImages, 'bannerSize'>, readonly string[]>;

/** `templates/islands/error-countdown.tsx:34`: the first template line that reads `images.<key>`. */
function userOf(key: string, templateSources: ReadonlyMap<string, string>): string {
  const use = new RegExp(`\\bimages\\.${key}\\b`);
  for (const [file, text] of [...templateSources].sort(([a], [b]) => a.localeCompare(b))) {
    const line = text.split('\n').findIndex((candidate) => use.test(candidate));
    if (line >= 0) return `${file}:${line + 1}`;
  }
  return 'the browser runtime';
}

/** The three source assets whose paths are the fewest edits away. */
function closestAssets(asset: string, sources: readonly string[]): string[] {
  return sources
    .map((source) => ({ source, d: distance(source, asset) }))
    .sort((a, b) => a.d - b.d || a.source.localeCompare(b.source))
    .slice(0, 3)
    .map(({ source }) => source);
}

/**
 * Every image the templates show through the runtime config exists under `content/assets/widgets/`
 * (TEMPLATE_IMAGE_MISSING): a deleted one is blamed on the missing file, naming the template line
 * that shows it and the closest existing assets, before any page is rendered. Pure.
 */
export function checkWidgetImages(assetUrls: ReadonlyMap<string, string>, templateSources: ReadonlyMap<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const sources = [...assetUrls.keys()].map((url) => `content${url}`);
  for (const [key, files] of Object.entries(WIDGET_IMAGES)) {
    for (const name of files) {
      if (assetUrls.has(`/assets/widgets/${name}`)) continue;
      const asset = `content/assets/widgets/${name}`;
      out.push(diagnostic('TEMPLATE_IMAGE_MISSING', { asset, user: userOf(key, templateSources), key, closest: closestAssets(asset, sources) }, { file: asset }));
    }
  }
  return out;
}

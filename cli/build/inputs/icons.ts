import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';

export interface Icon {
  id: string;
  viewBox: string;
  body: string;
}

/**
 * Parses icon SVG files into sprite symbols. A viewBox that is not four numbers is an error
 * naming the icon (spec 5: image viewBox values must be numeric). Pure.
 */
export function parseIcons(files: ReadonlyMap<string, string>): { icons: Icon[]; diagnostics: Diagnostic[] } {
  const icons: Icon[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const id = file.replace(/^.*\//, '').replace(/\.svg$/, '');
    const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(text);
    const viewBox = svg ? /\bviewBox\s*=\s*"([^"]*)"/i.exec(svg[1] ?? '')?.[1] : undefined;
    if (!svg || viewBox === undefined) {
      diagnostics.push(diagnostic('ICON_INVALID', { case: 'no-viewbox', icon: id }, { file }));
      continue;
    }
    const numbers = viewBox.trim().split(/[\s,]+/);
    if (numbers.length !== 4 || numbers.some((value) => !/^-?\d+(?:\.\d+)?$/.test(value))) {
      const line = text.slice(0, text.indexOf('viewBox')).split('\n').length;
      diagnostics.push(diagnostic('ICON_INVALID', { case: 'not-numeric', icon: id, viewBox }, { file, line }));
      continue;
    }
    icons.push({ id, viewBox: numbers.join(' '), body: (svg[2] ?? '').trim() });
  }
  return { icons, diagnostics };
}

/** The sprite: one `<symbol>` per icon, referenced as `sprite.svg#id`. */
export function spriteSvg(icons: readonly Icon[]): string {
  const symbols = icons.map((icon) => `<symbol id="${icon.id}" viewBox="${icon.viewBox}">${icon.body}</symbol>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols}</svg>\n`;
}

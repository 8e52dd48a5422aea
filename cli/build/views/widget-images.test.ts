import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkWidgetImages, WIDGET_IMAGES } from './widget-images.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const shipped = new Map(readdirSync(`${ROOT}content/assets/widgets`).map((name) => [`/assets/widgets/${name}`, `/assets/widgets/${name}-hashed`]));
const templates = new Map([['templates/islands/error-countdown.tsx', 'export function X() {\n  return <img src={config.images.error502} />;\n}\n']]);

describe('checkWidgetImages', () => {
  it('finds every widget image of the shipped content', () => {
    expect(checkWidgetImages(shipped, templates)).toEqual([]);
  });

  it('names every file runtime-config.ts asks for (the two stay in step)', () => {
    const source = readFileSync(`${ROOT}cli/build/views/runtime-config.ts`, 'utf8');
    const asked = [...source.matchAll(/asset\((?:'([^']+)'|`([^`]+)`)\)/g)].map((match) => match[1] ?? match[2] ?? '');
    const listed = Object.values(WIDGET_IMAGES).flat();
    for (const name of asked) {
      const pattern = new RegExp(`^${name.replace(/\$\{code\}/, '[a-z]+').replace(/\./g, '\\.')}$`);
      expect(listed.some((file) => pattern.test(file)), name).toBe(true);
    }
    expect(asked.length).toBeGreaterThanOrEqual(Object.keys(WIDGET_IMAGES).length);
  });

  it('blames a deleted image on its file, naming the template line that shows it and the closest assets', () => {
    const urls = new Map(shipped);
    urls.delete('/assets/widgets/error-502.svg');
    const [only, ...rest] = checkWidgetImages(urls, templates);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ code: 'TEMPLATE_IMAGE_MISSING', severity: 'error', file: 'content/assets/widgets/error-502.svg' });
    expect(only?.message).toBe('The image content/assets/widgets/error-502.svg does not exist; templates/islands/error-countdown.tsx:2 shows it (config.images.error502).');
    expect(only?.hint).toMatch(/^Restore content\/assets\/widgets\/error-502\.svg, or add an image under that name\. Closest existing assets: content\/assets\/widgets\/\S+\.svg, /);
  });
});

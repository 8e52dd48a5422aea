// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_FAILED_ATTRIBUTE, installImageFallback } from './image-fallback.ts';

const PLACEHOLDER = '/assets/widgets/empty-picture-0123456789.svg';
let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.innerHTML = '';
});

function page(html: string): void {
  document.body.innerHTML = html;
}

const fail = (img: Element) => img.dispatchEvent(new Event('error'));

describe('installImageFallback', () => {
  it('replaces an image that fails to load by the empty-picture placeholder, keeping its size and alt, and drops the sources of its picture', () => {
    page('<picture><source type="image/webp" srcset="/a@1x.webp 1x, /a@2x.webp 2x"><img src="/a.png" width="720" height="378" alt="Cover"></picture>');
    uninstall = installImageFallback(document, PLACEHOLDER);
    const img = document.querySelector('img') as HTMLImageElement;
    fail(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER);
    expect(img.hasAttribute(IMAGE_FAILED_ATTRIBUTE)).toBe(true);
    expect(document.querySelectorAll('source')).toHaveLength(0);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt]).toEqual(['720', '378', 'Cover']);
  });

  it('never loops when the placeholder itself fails', () => {
    page('<img src="/a.png" alt="">');
    uninstall = installImageFallback(document, PLACEHOLDER);
    const img = document.querySelector('img') as HTMLImageElement;
    fail(img);
    img.setAttribute('src', '/still-broken.svg');
    fail(img);
    expect(img.getAttribute('src')).toBe('/still-broken.svg');
  });

  it('swaps images that failed before it was installed (the core script is deferred)', () => {
    page('<img id="broken" src="/gone.png" alt=""><img id="fine" src="/ok.png" alt="">');
    const broken = document.getElementById('broken') as HTMLImageElement;
    const fine = document.getElementById('fine') as HTMLImageElement;
    for (const [img, width] of [[broken, 0], [fine, 40]] as const) {
      Object.defineProperty(img, 'complete', { value: true });
      Object.defineProperty(img, 'naturalWidth', { value: width });
      Object.defineProperty(img, 'naturalHeight', { value: width });
    }
    const early: string[] = [];
    uninstall = installImageFallback(document, PLACEHOLDER, (src) => early.push(src));
    expect(broken.getAttribute('src')).toBe(PLACEHOLDER);
    expect(fine.getAttribute('src')).toBe('/ok.png');
    expect(early, 'reported: no error listener saw it').toEqual(['http://127.0.0.1:3000/gone.png']);
  });

  it('ignores errors of other elements, and does nothing after uninstalling or without a placeholder', () => {
    page('<video></video><img alt="">');
    const img = document.querySelector('img') as HTMLImageElement;
    uninstall = installImageFallback(document, PLACEHOLDER);
    fail(document.querySelector('video') as Element);
    expect(document.querySelector(`[${IMAGE_FAILED_ATTRIBUTE}]`)).toBeNull();
    uninstall();
    fail(img);
    expect(img.hasAttribute('src')).toBe(false);
    uninstall = installImageFallback(document, '');
    fail(img);
    expect(img.hasAttribute('src')).toBe(false);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { QR_CONSULT_LOCALE, QR_POPUP_SIZE, QrConsult } from './qr-consult.tsx';
import { inAct, renderAndHydrate, stubMatchMedia, type Hydrated } from './test-support.tsx';

let widget: Hydrated | null = null;
afterEach(() => {
  widget?.unmount();
  widget = null;
});

function zh() {
  const config = exampleRuntimeConfig();
  config.locale = { code: 'zh', tag: 'zh-CN' };
  return config;
}

const popup = (): Element | null => widget?.container.querySelector('.site-qr__popup') ?? null;
const button = (): HTMLButtonElement => widget?.container.querySelector('button') as HTMLButtonElement;
const box = (): Element => widget?.container.querySelector('.site-qr') as Element;

describe('QrConsult', () => {
  it('renders only on zh', async () => {
    expect(QR_CONSULT_LOCALE).toBe('zh');
    widget = await renderAndHydrate(<QrConsult />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.container.innerHTML).toBe('');
    widget.unmount();
    widget = await renderAndHydrate(<QrConsult />, zh(), createFakeContext());
    expect(widget.errors).toEqual([]);
    expect(button()).not.toBeNull();
  });
  it('shows the 234×282 popup on hover on desktop; clicks do not toggle', async () => {
    stubMatchMedia({ '(hover: hover)': true });
    widget = await renderAndHydrate(<QrConsult />, zh(), createFakeContext());
    await inAct(() => void box().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    expect(popup()?.getAttribute('width')).toBe('234');
    expect(popup()?.getAttribute('height')).toBe('282');
    expect(QR_POPUP_SIZE).toEqual({ width: 234, height: 282 });
    await inAct(() => button().click());
    expect(popup()).not.toBeNull();
    await inAct(() => void box().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(popup()).toBeNull();
  });
  it('toggles on click on touch devices and ignores hover', async () => {
    stubMatchMedia({ '(hover: hover)': false });
    widget = await renderAndHydrate(<QrConsult />, zh(), createFakeContext());
    await inAct(() => void box().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    expect(popup()).toBeNull();
    await inAct(() => button().click());
    expect(popup()?.getAttribute('src')).toBe('/assets/qr/popup.png');
    await inAct(() => button().click());
    expect(popup()).toBeNull();
  });
});

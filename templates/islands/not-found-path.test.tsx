// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { displayPath, NotFoundPath, notFoundText } from './not-found-path.tsx';
import { renderAndHydrate, type Hydrated } from './test-support.tsx';

let widget: Hydrated | null = null;
afterEach(() => {
  widget?.unmount();
  widget = null;
  history.replaceState(null, '', '/');
});

describe('NotFoundPath', () => {
  it('fills in the requested path on the client', async () => {
    history.replaceState(null, '', '/de/no-such-page?x=1');
    widget = await renderAndHydrate(<NotFoundPath />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.serverHtml).toContain('Page not found: <');
    expect(widget.errors).toEqual([]);
    expect(widget.container.textContent).toBe('Page not found: /de/no-such-page?x=1');
  });
  it('decodes percent-encoded paths where valid', () => {
    expect(displayPath('/blog/%E6%B5%8B%E8%AF%95', '')).toBe('/blog/测试');
    expect(displayPath('/bad/%E0%A4%A', '')).toBe('/bad/%E0%A4%A');
  });
  it('fills the template', () => {
    expect(notFoundText('Page not found: {path}', '/x')).toBe('Page not found: /x');
  });
});

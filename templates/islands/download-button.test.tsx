// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { DownloadButton, downloadPagePath } from './download-button.tsx';
import { inAct, renderAndHydrate, type Hydrated } from './test-support.tsx';

const latest = exampleRuntimeConfig().endpoints.latestVersion;
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

let widget: Hydrated | null = null;
beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MAC);
  Object.defineProperty(navigator, 'userAgentData', {
    configurable: true,
    value: { getHighEntropyValues: async () => ({ architecture: 'arm' }) },
  });
});
afterEach(() => {
  widget?.unmount();
  widget = null;
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'userAgentData');
});

const link = (): HTMLAnchorElement => widget?.container.querySelector('a') as HTMLAnchorElement;

describe('DownloadButton', () => {
  it('is a real link to the download page on the server', async () => {
    widget = await renderAndHydrate(<DownloadButton label="Download" />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.serverHtml).toContain('href="/download"');
    expect(widget.errors).toEqual([]);
  });
  it('asks for the latest version of the detected system and navigates to data.url', async () => {
    const ctx = createFakeContext({ answers: { [latest]: { url: 'https://dl.example.com/app-arm64.dmg' } } });
    widget = await renderAndHydrate(<DownloadButton label="Download" />, exampleRuntimeConfig(), ctx);
    await inAct(() => link().click());
    await vi.waitFor(() => expect(ctx.navigations).toHaveLength(1), { timeout: 10_000 });
    expect(ctx.calls).toEqual([{ method: 'GET', path: latest, params: { system: 'com_arm64' }, options: undefined }]);
    expect(ctx.navigations[0]).toEqual({ url: 'https://dl.example.com/app-arm64.dmg', options: { external: true } });
  });
  it('uses a fixed system when given', async () => {
    const ctx = createFakeContext({ answers: { [latest]: { url: 'https://dl.example.com/a.deb' } } });
    widget = await renderAndHydrate(<DownloadButton label="Linux" system="com_linux" />, exampleRuntimeConfig(), ctx);
    await inAct(() => link().click());
    await vi.waitFor(() => expect(ctx.calls).toHaveLength(1), { timeout: 10_000 });
    expect(ctx.calls[0]?.params).toEqual({ system: 'com_linux' });
  });
  it('reports a failed call and follows the fallback link', async () => {
    const ctx = createFakeContext({ answers: { [latest]: new Error('503') } });
    widget = await renderAndHydrate(<DownloadButton label="Download" href="/de/download" />, exampleRuntimeConfig(), ctx);
    await inAct(() => link().click());
    await vi.waitFor(() => expect(ctx.navigations).toHaveLength(1), { timeout: 10_000 });
    expect(ctx.reported[0]?.trigger).toBe('download');
    expect(ctx.navigations[0]?.url).toBe('/de/download');
  });
  it('builds the fallback from the locale home', () => {
    expect(downloadPagePath('/')).toBe('/download');
    expect(downloadPagePath('/de')).toBe('/de/download');
  });
});

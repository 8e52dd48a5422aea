import { describe, expect, it } from 'vitest';
import { currentDownloadSystem, detectDownloadSystem, DOWNLOAD_SYSTEMS, readArchitecture } from './download-system.ts';

const UA = {
  win64: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  wow64: 'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 Chrome/109.0 Safari/537.36',
  win32: 'Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 Chrome/109.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
};

describe('detectDownloadSystem', () => {
  it('maps user agents to the system codes', () => {
    expect(DOWNLOAD_SYSTEMS).toEqual(['com_win64', 'com_win32', 'com_mac', 'com_arm64', 'com_linux']);
    expect(detectDownloadSystem(UA.win64)).toBe('com_win64');
    expect(detectDownloadSystem(UA.wow64)).toBe('com_win64');
    expect(detectDownloadSystem(UA.win32)).toBe('com_win32');
    expect(detectDownloadSystem(UA.mac)).toBe('com_mac');
    expect(detectDownloadSystem(UA.linux)).toBe('com_linux');
  });
  it('detects Apple silicon from the architecture hint', () => {
    expect(detectDownloadSystem(UA.mac, 'arm')).toBe('com_arm64');
    expect(detectDownloadSystem(UA.mac, 'x86')).toBe('com_mac');
    expect(detectDownloadSystem(UA.win64, 'arm')).toBe('com_win64');
  });
  it('defaults phones to the Windows build', () => {
    expect(detectDownloadSystem(UA.android)).toBe('com_win64');
    expect(detectDownloadSystem(UA.iphone)).toBe('com_win64');
  });
});

describe('architecture hint', () => {
  const nav = (userAgentData?: unknown): Navigator => ({ userAgent: UA.mac, userAgentData }) as unknown as Navigator;
  it('asks getHighEntropyValues for the architecture', async () => {
    const hints: string[][] = [];
    const data = { getHighEntropyValues: async (h: string[]) => (hints.push(h), { architecture: 'arm' }) };
    await expect(readArchitecture(nav(data))).resolves.toBe('arm');
    expect(hints).toEqual([['architecture']]);
    await expect(currentDownloadSystem(nav(data))).resolves.toBe('com_arm64');
  });
  it('is null without the API or when it fails', async () => {
    await expect(readArchitecture(nav())).resolves.toBeNull();
    await expect(readArchitecture(nav({ getHighEntropyValues: async () => Promise.reject(new Error('denied')) }))).resolves.toBeNull();
    await expect(currentDownloadSystem(nav())).resolves.toBe('com_mac');
  });
});

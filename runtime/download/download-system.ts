/**
 * Download platform detection (spec 2.7, 7): the system code from the user agent, Apple silicon
 * from `navigator.userAgentData.getHighEntropyValues(['architecture'])`.
 */

/** System codes of the latest-version call. */
export const DOWNLOAD_SYSTEMS = ['com_win64', 'com_win32', 'com_mac', 'com_arm64', 'com_linux'] as const;

/** A system code. */
export type DownloadSystem = (typeof DOWNLOAD_SYSTEMS)[number];

/** Used when the user agent names no desktop system (phones, unknown). */
export const DEFAULT_DOWNLOAD_SYSTEM: DownloadSystem = 'com_win64';

/** The system code for a user agent and, on macOS, the architecture hint (`arm` → Apple silicon). */
export function detectDownloadSystem(userAgent: string, architecture: string | null = null): DownloadSystem {
  if (/Macintosh|Mac OS X/.test(userAgent) && !/iPhone|iPad|iPod/.test(userAgent)) {
    return architecture?.toLowerCase().startsWith('arm') ? 'com_arm64' : 'com_mac';
  }
  if (/Windows/.test(userAgent)) return /Win64|x64|WOW64|amd64/i.test(userAgent) ? 'com_win64' : 'com_win32';
  if (/Linux|X11|CrOS/.test(userAgent) && !/Android/.test(userAgent)) return 'com_linux';
  return DEFAULT_DOWNLOAD_SYSTEM;
}

/** The `navigator.userAgentData` part used. */
interface UserAgentData {
  getHighEntropyValues(hints: string[]): Promise<{ architecture?: string }>;
}

/** The architecture hint, or `null` where the browser does not give one. Never rejects. */
export async function readArchitecture(nav: Navigator = navigator): Promise<string | null> {
  const data = (nav as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (!data || typeof data.getHighEntropyValues !== 'function') return null;
  try {
    return (await data.getHighEntropyValues(['architecture'])).architecture ?? null;
  } catch {
    return null;
  }
}

/** Detects the current browser's system code. */
export async function currentDownloadSystem(nav: Navigator = navigator): Promise<DownloadSystem> {
  return detectDownloadSystem(nav.userAgent, await readArchitecture(nav));
}

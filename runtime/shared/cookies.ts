/**
 * Cookie reading and writing. Lifetimes are expressed with `Max-Age` and `Expires`, never with
 * timers, so the 2^31 - 1 ms timer cap never shortens a 365-day cookie.
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Attributes of a written cookie. */
export interface CookieOptions {
  /** Lifetime in days. */
  days: number;
  /** Default `/`. */
  path?: string;
  /** Default `Lax`. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Add `Secure` (default: when the page is https). */
  secure?: boolean;
}

/** Builds a `document.cookie` assignment string. `now` is injectable for tests. */
export function serializeCookie(name: string, value: string, options: CookieOptions, now: number = Date.now()): string {
  const maxAgeSeconds = Math.max(0, Math.round(options.days * 86_400));
  const expires = new Date(now + maxAgeSeconds * 1000).toUTCString();
  const secure = options.secure ?? globalThis.location?.protocol === 'https:';
  return (
    `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Expires=${expires}` +
    `; Path=${options.path ?? '/'}; SameSite=${options.sameSite ?? 'Lax'}${secure ? '; Secure' : ''}`
  );
}

/** Reads a cookie from a `document.cookie` string; `null` when absent. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return part.slice(at + 1).trim();
    }
  }
  return null;
}

/** Reads a cookie of the current document. */
export function getCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | null {
  return parseCookie(doc.cookie, name);
}

/** Writes a cookie on the current document. */
export function setCookie(name: string, value: string, options: CookieOptions, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = serializeCookie(name, value, options);
}

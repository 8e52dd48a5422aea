import type { ReferenceAnswer } from '../../cli/serve/reference-answer.ts';
import type { EngineAnswer } from './http-client.ts';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * A Location in comparable form: the engine's own origin removed (a relative and an absolute
 * Location to the same server are the same answer), then RFC 3986 §6.2.2 syntax normalisation:
 * percent-escapes upper-cased, escaped unreserved characters decoded. `/caf%c3%a9` and
 * `/caf%C3%A9`, `/%70ricing` and `/pricing` name the same resource.
 */
export function normalizeLocation(location: string, engineUrl: string): string {
  const own = location.startsWith(engineUrl) ? location.slice(engineUrl.length) || '/' : location;
  return own.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** True when the engine answered what resolve() says: status, Location, and which page it served. */
export function sameAnswer(expected: ReferenceAnswer, actual: EngineAnswer, engineUrl: string): boolean {
  if (expected.status !== actual.status) return false;
  if ('location' in expected) return actual.location !== undefined && normalizeLocation(actual.location, engineUrl) === normalizeLocation(expected.location, engineUrl);
  if (actual.location !== undefined) return false;
  if ('file' in expected) return actual.page === undefined;
  return expected.page === undefined || actual.page === expected.page;
}

/** One line for a failure message: `GET /x → 200 /x (expected 301 /y)`. */
export function describeAnswer(answer: ReferenceAnswer | EngineAnswer): string {
  if ('location' in answer && answer.location !== undefined) return `${answer.status} ${answer.location}`;
  if ('file' in answer) return `${answer.status} file ${answer.file}`;
  const page = 'page' in answer ? answer.page : undefined;
  return `${answer.status}${page ? ` page ${page}` : ''}`;
}

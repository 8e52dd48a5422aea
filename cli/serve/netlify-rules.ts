import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';

/** What Netlify's matcher (`netlify-redirector`, libredirect compiled to WASM) answers for a request. */
export interface NetlifyMatch {
  from: string;
  to: string;
  status: number;
  force: boolean;
  force404?: boolean;
}

/** The request shape libredirect reads (netlify-cli `rules-proxy.js`). */
interface MatchRequest {
  scheme: string;
  host: string;
  path: string;
  query: string;
  getHeader(name: string): string;
  getCookie(name: string): string;
}

interface Matcher {
  match(request: MatchRequest): NetlifyMatch | null;
}

interface Redirector {
  parseJSON(rules: string, options: Record<string, unknown>): Promise<Matcher>;
}

const requireCjs = createRequire(import.meta.url);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * netlify-cli's `normalizeRedirect()` (`dist/utils/redirects.js`): the parser's shape renamed for
 * the matcher — `from` → `origin`, `query` → `params`, `Country`/`Language`/`Role` capitalised.
 */
function normalizeRedirect(redirect: Record<string, unknown>): Record<string, unknown> {
  const { conditions, from, query, signed, ...rest } = redirect;
  const { country, language, role, ...other } = isRecord(conditions) ? conditions : {};
  return {
    ...rest,
    origin: from,
    params: query,
    conditions: { ...other, ...(role ? { Role: role } : {}), ...(country ? { Country: country } : {}), ...(language ? { Language: language } : {}) },
    ...(signed ? { sign: { jwt_secret: signed } } : {}),
  };
}

/** Parses `siteDir/_redirects` like netlify-cli and returns the real matcher, plus the parser's errors. */
export async function loadNetlifyMatcher(siteDir: string): Promise<{ match: (request: MatchRequest) => NetlifyMatch | null; errors: string[] }> {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(siteDir, '_redirects')], configRedirects: [], minimal: false });
  const rules = redirects.filter(isRecord).map(normalizeRedirect);
  const redirector: Redirector = requireCjs('netlify-redirector');
  const messages = errors.map((error: unknown) => (error instanceof Error ? error.message : String(error)));
  if (rules.length === 0) return { match: () => null, errors: messages };
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
  return { match: (request) => matcher.match(request), errors: messages };
}

/** One `_headers` block: its path pattern as netlify-cli matches it, and its values. */
export interface NetlifyHeaderRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}

const escapeRegExp = (text: string): string => text.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');

/** `@netlify/headers-parser` `getForRegExp`: `:x` → one segment, a whole `*` segment → optional rest, case-insensitive. */
function headerPathRegExp(forPath: string): RegExp {
  const parts = forPath
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part === '*' ? '?(.*)' : part.includes('*') ? part.split('*').map(escapeRegExp).join('(.*)') : escapeRegExp(part)));
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** Parses `_headers` like `@netlify/headers-parser` (path lines start with `/`; repeated names join with `, `). */
export async function loadNetlifyHeaders(siteDir: string): Promise<NetlifyHeaderRule[]> {
  const text = await readFile(join(siteDir, '_headers'), 'utf8').catch(() => '');
  const rules: NetlifyHeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ forRegExp: headerPathRegExp(line), values: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const current = rules.at(-1);
    if (colon <= 0 || !current) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim().split(/\s*,\s*/).join(', ');
    current.values[name] = current.values[name] === undefined ? value : `${current.values[name]}, ${value}`;
  }
  return rules;
}

/** netlify-cli's `headersForPath`: the values of every matching block, later blocks overriding earlier ones. */
export function headersForPath(rules: readonly NetlifyHeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values));
}

import { ASSETS_PREFIX, IMMUTABLE } from './cache-headers.ts';
import type { HeaderPair } from './security-headers.ts';

/** One block of a `_headers` file: a path pattern and its headers. */
export interface HeaderBlock {
  pattern: string;
  headers: readonly HeaderPair[];
}

/**
 * The header blocks of Netlify and Cloudflare Pages: security headers on every path, immutable
 * caching under `/assets/`. Cache-Control is set by one block only: both hosts join or merge the
 * values of every matching block, so HTML keeps the hosts' default `public, max-age=0,
 * must-revalidate` (Netlify and Cloudflare Pages send exactly that) instead of a combined value.
 */
export function headerBlocks(security: readonly HeaderPair[]): HeaderBlock[] {
  return [
    { pattern: '/*', headers: security },
    { pattern: `${ASSETS_PREFIX}*`, headers: [['Cache-Control', IMMUTABLE]] },
  ];
}

/** `_headers` text: a pattern line, then indented `Name: value` lines; blocks separated by a blank line. */
export function printHeadersFile(blocks: readonly HeaderBlock[], comment: readonly string[]): string {
  const lines = comment.map((line) => `# ${line}`);
  for (const block of blocks) {
    lines.push('', block.pattern, ...block.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** The longest line of a text, in characters (hosts limit line length). */
export function longestLine(text: string): number {
  return Math.max(0, ...text.split('\n').map((line) => line.length));
}

/**
 * Version of the markdown stage; part of every cache key so a change here re-renders everything.
 * Its own module, so the build reads it without loading unified (`markdown.ts`).
 */
export const MARKDOWN_VERSION = '5';

import { isHidden } from '../../manifest/content/content-file.ts';
import { isEntryFile } from '../load/content.ts';

/** What a changed file is to the dev loop: which part of the project it must read again. */
export type ChangeKind = 'manifest' | 'content' | 'messages' | 'assets' | 'css' | 'icons' | 'templates' | 'runtime';

/** The folders `site dev` watches, relative to the project root. */
export const WATCHED_DIRS = ['manifest', 'content', 'templates', 'runtime'] as const;

/**
 * The kind of a repository-relative path, or undefined for a file the output does not depend on
 * (tests, READMEs, backups, hidden files). Hidden means what the build skips: a file or folder
 * whose name starts with a dot, except that under `content/assets/` only a hidden file is skipped
 * (the build publishes `.well-known/…`).
 */
export function changeKindOf(path: string): ChangeKind | undefined {
  if (/\.test\.tsx?$|(^|\/)README\.md$|~$/.test(path)) return undefined;
  if (path.startsWith('content/assets/') ? isHidden(path.slice(path.lastIndexOf('/') + 1)) : path.split('/').some(isHidden)) return undefined;
  if (path.startsWith('manifest/')) return /\.ts$/.test(path) ? 'manifest' : undefined;
  if (path.startsWith('content/messages/')) return path.endsWith('.json') ? 'messages' : undefined;
  if (path.startsWith('content/assets/')) return 'assets';
  if (path.startsWith('content/')) return isEntryFile(path) ? 'content' : undefined;
  if (path === 'templates/styles/site.css') return 'css';
  if (path.startsWith('templates/icons/')) return path.endsWith('.svg') ? 'icons' : undefined;
  if (path.startsWith('templates/')) return /\.tsx?$/.test(path) ? 'templates' : undefined;
  if (path.startsWith('runtime/')) return /\.tsx?$/.test(path) ? 'runtime' : undefined;
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { expandHome, type FolderFacts, type FolderUse, isWithin, overlapRefusal, refusalFor } from './output-safety.ts';

const places = { root: '/home/me/site', home: '/home/me' };
const reason = (use: FolderUse, path: string, state: FolderFacts['state'] = 'missing') => refusalFor(use, { path, state }, places)?.reason;

describe('where site may write (output-safety rules)', () => {
  it('refuses the file system root, the home folder and any folder that contains it', () => {
    expect(reason('output', '/')).toBe('it is the root of the file system');
    expect(reason('output', '/home/me')).toBe('it is your home folder');
    expect(reason('output', '/home')).toBe('it contains your home folder');
    expect(reason('cache', '/home/me', 'marked')).toBe('it is your home folder');
  });

  it('refuses the project folder and any folder that contains it', () => {
    expect(reason('output', '/home/me/site')).toBe('it is the project folder');
    expect(reason('served', '/home/me/site', 'foreign')).toBe('it is the project folder');
  });

  it('refuses a source folder, a folder inside one, and node_modules itself', () => {
    expect(reason('output', '/home/me/site/content', 'foreign')).toBe("it is the project's source folder content/");
    expect(reason('output', '/home/me/site/manifest/site', 'foreign')).toBe("it is inside the project's source folder manifest/");
    expect(reason('cache', '/home/me/site/templates/cache')).toBe("it is inside the project's source folder templates/");
    expect(reason('output', '/home/me/site/.git')).toBe("it is the project's source folder .git/");
    expect(reason('output', '/home/me/site/node_modules', 'foreign')).toBe("it is the project's node_modules/ folder");
    expect(reason('cache', '/home/me/site/node_modules/.cache/site/build', 'marked')).toBeUndefined();
  });

  it('replaces only a folder that is missing, empty or marked as its own, never a file', () => {
    expect(reason('output', '/home/me/site/dist', 'missing')).toBeUndefined();
    expect(reason('output', '/home/me/site/dist', 'empty')).toBeUndefined();
    expect(reason('output', '/home/me/site/dist', 'marked')).toBeUndefined();
    expect(reason('output', '/home/me/site/dist', 'foreign')).toMatch(/not empty and has no \.build-files\.json/);
    expect(reason('output', '/home/me/site/README.md', 'file')).toMatch(/is a file/);
    expect(reason('cache', '/tmp/cache', 'foreign')).toMatch(/not empty and has no CACHEDIR\.TAG/);
    expect(reason('output', '/tmp/elsewhere/out', 'marked')).toBeUndefined();
  });

  it('serves a built folder of the user (no marker needed), but not the home folder', () => {
    expect(reason('served', '/home/me/site/dist/main', 'foreign')).toBeUndefined();
    expect(reason('served', '/home/me', 'foreign')).toBe('it is your home folder');
  });

  it('says what to do instead', () => {
    expect(refusalFor('output', { path: '/x', state: 'foreign' }, places)?.hint).toMatch(/--out a new or empty folder.*empty it or move it away/);
    expect(refusalFor('cache', { path: '/home/me', state: 'empty' }, places)?.hint).toMatch(/SITE_CACHE_DIR/);
  });

  it('keeps the output and the cache apart', () => {
    expect(overlapRefusal('/p/dist', '/p/dist/.cache')?.reason).toBe('it overlaps the cache folder /p/dist/.cache');
    expect(overlapRefusal('/p/node_modules/.cache/site', '/p/node_modules/.cache/site/build')).toBeDefined();
    expect(overlapRefusal('/p/dist', '/p/node_modules/.cache/site/build')).toBeUndefined();
  });

  it('reads ~ as the home folder and compares whole path segments', () => {
    expect(expandHome('~', '/home/me')).toBe('/home/me');
    expect(expandHome('~/out', '/home/me')).toBe('/home/me/out');
    expect(expandHome('~other/out', '/home/me')).toBe('~other/out');
    expect(isWithin('/home/me/site-2', '/home/me/site')).toBe(false);
    expect(isWithin('/home/me/site/x', '/home/me/site')).toBe(true);
  });
});

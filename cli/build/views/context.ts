import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { RuntimeConfig } from '../../../runtime/config.ts';
import type { createI18n } from '../../../templates/i18n.tsx';
import type { EntryCard, FaviconLink, ImageSource } from '../../../templates/view.ts';
import type { Icon } from '../inputs/icons.ts';
import type { SiteIndex } from './site-index.ts';

export interface ViewAssets {
  css: string;
  script: string;
  sprite: string;
  /** The favicon's `<link rel="icon">`s (none when the project has no favicon). */
  favicons?: readonly FaviconLink[];
  /** Source image URL → hashed URL, CSS size and, for raster images, the encoded formats. */
  images: ReadonlyMap<string, { url: string; width: number; height: number; sources?: ImageSource[] }>;
  icons: readonly Icon[];
}

/** What the view builders read: the site index, the messages, the assets and the runtime base. */
export interface ViewContext {
  index: SiteIndex;
  assets: ViewAssets;
  i18n(code: string): ReturnType<typeof createI18n>;
  /** The locale-wide runtime config (page fields are per page). */
  runtimeBase(code: string): RuntimeConfig;
  /** Work shared by the pages of a build (cards, hand-off URLs); created on first use. */
  memo?: ViewMemo;
}

/** Values many pages reuse, computed once per build. */
export interface ViewMemo {
  /** Cards by `locale|file`: an entry's card differs by the locale that shows it. */
  cards: Map<string, EntryCard>;
  handOff: Map<string, (from: string) => string>;
  related: Map<string, ContentEntry[]>;
}

export function memoOf(ctx: ViewContext): ViewMemo {
  ctx.memo ??= { cards: new Map(), handOff: new Map(), related: new Map() };
  return ctx.memo;
}

/** The translate function of a locale. */
export function translator(ctx: ViewContext, code: string): ReturnType<typeof createI18n>['t'] {
  return ctx.i18n(code).t;
}

/**
 * The catalog of diagnostic codes: every problem `site check` reports has a permanent code (codes
 * never change meaning; new problems get new codes), a severity, a title, a message and a hint
 * computed from typed data, and an explanation page (`site check --explain CODE`). The README's
 * "Diagnostic codes" table is generated from it (`npm run codes-table`).
 */
import { BUILD_HOST_CODES } from './build-hosts.ts';
import { CONTENT_CODES } from './content.ts';
import { CONTENT_FILE_CODES } from './content-files.ts';
import type { CatalogEntry } from './define.ts';
import { ITEM_MENU_CODES } from './items-menus.ts';
import { LOCALE_SITE_CODES } from './locales-sites.ts';
import { MANIFEST_SHAPE_CODES } from './manifest-shape.ts';
import { MESSAGE_FILE_CODES } from './message-files.ts';
import { MESSAGE_LANGUAGE_CODES } from './message-language.ts';
import { MESSAGE_ASSET_CODES } from './messages-assets.ts';
import { PUBLISHED_URL_CODES } from './published-urls.ts';
import { REDIRECT_PLAN_CODES } from './redirects-plan.ts';
import { RENDERED_PAGE_CODES } from './rendered-pages.ts';
import { ROUTE_CODES } from './routes.ts';

/** The codes by area, in the order `site check --explain` and the README list them. */
export const CATALOG_AREAS: readonly { title: string; codes: Readonly<Record<string, CatalogEntry>> }[] = [
  { title: 'Manifest shape', codes: MANIFEST_SHAPE_CODES },
  { title: 'Locales and sites', codes: LOCALE_SITE_CODES },
  { title: 'Routes', codes: ROUTE_CODES },
  { title: 'Items, menus and external hosts', codes: ITEM_MENU_CODES },
  { title: 'Redirects and the plan', codes: REDIRECT_PLAN_CODES },
  { title: 'Content', codes: CONTENT_CODES },
  { title: 'Content files and markdown', codes: CONTENT_FILE_CODES },
  { title: 'Messages and assets', codes: { ...MESSAGE_ASSET_CODES, ...MESSAGE_FILE_CODES, ...MESSAGE_LANGUAGE_CODES } },
  { title: 'Rendered pages', codes: RENDERED_PAGE_CODES },
  { title: 'Build and host files', codes: BUILD_HOST_CODES },
  { title: 'Published URLs (check --since)', codes: PUBLISHED_URL_CODES },
];

/** Every code. */
export const CATALOG = {
  ...MANIFEST_SHAPE_CODES,
  ...LOCALE_SITE_CODES,
  ...ROUTE_CODES,
  ...ITEM_MENU_CODES,
  ...REDIRECT_PLAN_CODES,
  ...CONTENT_CODES,
  ...CONTENT_FILE_CODES,
  ...MESSAGE_ASSET_CODES,
  ...MESSAGE_FILE_CODES,
  ...MESSAGE_LANGUAGE_CODES,
  ...RENDERED_PAGE_CODES,
  ...BUILD_HOST_CODES,
  ...PUBLISHED_URL_CODES,
} satisfies Record<string, CatalogEntry>;

export type DiagnosticCode = keyof typeof CATALOG;

/** The data a code's message and hint take (inferred from its `message`). */
export type DiagnosticData<C extends DiagnosticCode> = Parameters<(typeof CATALOG)[C]['message']>[0];

/** Every code, in catalog order. */
export const DIAGNOSTIC_CODES = Object.keys(CATALOG) as DiagnosticCode[];

export type { CatalogEntry, Location, Severity } from './define.ts';

import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { SitePlan } from '../../../manifest/plan/types.ts';
import { createI18n, type I18nSetup, type Messages } from '../../../templates/i18n.tsx';
import type { Icon } from '../inputs/icons.ts';
import type { ImageAsset } from '../render/markdown.ts';
import type { ViewContext } from './context.ts';
import { faviconLinks } from './favicon.ts';
import { runtimeConfigFor } from './runtime-config.ts';
import { type BodyRef, createSiteIndex } from './site-index.ts';

/** What the views of a build are made from, besides the plan and the content. */
export interface ViewInputs {
  i18n: I18nSetup;
  bodies: ReadonlyMap<string, BodyRef>;
  images: ReadonlyMap<string, ImageAsset>;
  /** Source asset URL → hashed URL. */
  assetUrls: ReadonlyMap<string, string>;
  icons: readonly Icon[];
  urls: { css: string; script: string; sprite: string };
  /** Version of the runtime code (the core bundle's hash). */
  runtimeVersion: string;
}

/** The i18n setup of a plan: every locale's messages, its BCP-47 tag, the catch-all as fallback. */
export function i18nSetupOf(plan: SitePlan, messages: Readonly<Record<string, Messages>>): I18nSetup {
  return {
    messages,
    tags: Object.fromEntries(plan.locales.map((locale) => [locale.code, locale.tag])),
    fallback: plan.locales.find((locale) => locale.catchAll)?.code ?? 'en',
  };
}

/** The context every view builder reads. Pure. */
export function createViews(plan: SitePlan, entries: readonly ContentEntry[], inputs: ViewInputs): ViewContext {
  const index = createSiteIndex(plan, entries, inputs.bodies);
  const i18n = (code: string) => createI18n(code, inputs.i18n);
  return {
    index,
    i18n,
    assets: { ...inputs.urls, images: inputs.images, icons: inputs.icons, favicons: faviconLinks(inputs.assetUrls) },
    runtimeBase: (code) => runtimeConfigFor({ index, runtimeVersion: inputs.runtimeVersion, i18n, assetUrls: inputs.assetUrls, images: inputs.images }, code),
  };
}

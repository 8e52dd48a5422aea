import { useCaseLandingLocales } from '../../manifest/validate/check-use-case-landings.ts';
import type { Project } from '../project.ts';
import { KINDS, type NewKind } from './item-kinds.ts';

/** What `site new` did, for its "next" list. */
export interface NewItem {
  kind: NewKind;
  slug: string;
  sourceLocale: string;
  copyFile: string;
  wroteCopy: boolean;
  /** The item's name in the English message file, for a kind that has one (`solutionNames.<slug>`). */
  message?: { file: string; key: string; locale: string; name: string };
}

/**
 * The steps after `site new`, from the project as planned with the new entry: write the copy,
 * then per locale what its page does until a translation exists (the manifest's translation
 * policy decides: English under a notice, the D4 fallback, or a check error), the item's name in
 * the message files (English written, the other locales to translate), then check and build.
 */
export function nextSteps(project: Project, item: NewItem): string[] {
  const info = KINDS[item.kind];
  const plan = project.plan;
  if (!plan) return [];
  const pages = new Map(plan.pages.filter((page) => plan.locales.some((locale) => page.locale === locale.code && page.path === `${locale.prefix}${info.path(item.slug)}`)).map((page) => [page.locale, page]));
  const others = plan.locales.map((locale) => locale.code).filter((code) => code !== item.sourceLocale);
  const withNotice = others.filter((code) => pages.get(code)?.translation);
  const translated = others.filter((code) => pages.has(code) && !pages.get(code)?.translation);
  const absent = others.filter((code) => !pages.has(code));
  const policy = project.manifest?.translations.items[info.section] ?? 'source-with-notice';
  const fileOf = (code: string) => item.copyFile.replace(`/${item.sourceLocale}/`, `/${code}/`);
  const steps = [item.wroteCopy ? `Write the ${item.sourceLocale} copy: replace every text of ${item.copyFile} and delete its TEMPLATE comment lines (until then site check warns and site build refuses to publish it: CONTENT_PLACEHOLDER).` : `Check that ${item.copyFile} is the copy you want (it existed and was kept).`];
  if (withNotice.length) steps.push(`${withNotice.join(', ')}: the page shows the ${item.sourceLocale} copy under a translation notice (translations.items.${info.section}: ${policy}) until a translator adds ${fileOf(withNotice.length === 1 ? (withNotice[0] ?? '<locale>') : '<locale>')}; site i18n lists what is missing.`);
  if (translated.length) steps.push(`${translated.join(', ')}: translated copy found (${fileOf('<locale>')}).`);
  // A use case can only be where a landing is (USE_CASE_NO_LANDING): name those locales.
  const landing = info.section === 'useCases' && project.manifest ? useCaseLandingLocales(plan.locales.map((locale) => locale.code), project.manifest) : undefined;
  const addable = landing ? absent.filter((code) => landing.includes(code)) : absent;
  const how = addable.length === 0 ? 'None of them has a use-case landing, so none can be added.' : addable.length < absent.length ? `To add one of ${addable.join(', ')} (the others have no use-case landing), add it to the entry's languages.` : "To add a locale, add it to the entry's languages.";
  if (absent.length) steps.push(`${absent.join(', ')}: no page; ${info.path(item.slug)} answers 302 to the locale home (D4). ${how}`);
  if (item.message) {
    const { file, key, locale, name } = item.message;
    const rest = plan.locales.map((entry) => entry.code).filter((code) => code !== locale);
    const shown = rest.filter((code) => pages.has(code));
    steps.push(`The name "${name}" is ${key} in ${file}, shown in menus and links: correct it there if the product writes it otherwise.`);
    if (rest.length) steps.push(`Translate ${key} in content/messages/<locale>.json of every other locale (site check warns MESSAGE_MISSING for each until then)${shown.length ? `; ${shown.join(', ')} show "${name}" meanwhile` : ''}.`);
  }
  steps.push('Run site check (it also renders every page), then site build.');
  return steps;
}

import i18next, { type i18n } from 'i18next';
import { createContext, useContext } from 'react';

/** Messages of one locale: nested i18next resources. */
export type Messages = { [key: string]: string | Messages | { title: string; text: string }[] };

/** Looks up a message key with `{{var}}` interpolation; missing keys fall back to English, then the key. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Looks up a list of `{ title, text }` sections under a key (arrays in the message files). */
export type TranslateList = (key: string) => { title: string; text: string }[];

export interface I18nValue {
  t: Translate;
  list: TranslateList;
}

const I18nContext = createContext<I18nValue>({ t: (key) => key, list: () => [] });

export const I18nProvider = I18nContext.Provider;

/** The locale's translate function inside a template. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The locale's translate and list functions together (to render a subtree apart, with the same messages). */
export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/** The locale's section lists inside a template. */
export function useList(): TranslateList {
  return useContext(I18nContext).list;
}

/** Messages of every locale, the BCP-47 tag of each URL code (plural rules follow the tag), and the fallback code. */
export interface I18nSetup {
  messages: Readonly<Record<string, Messages>>;
  tags: Readonly<Record<string, string>>;
  fallback: string;
}

const instances = new WeakMap<I18nSetup, Map<string, I18nValue>>();

/** The canonical form of a BCP-47 tag (`Intl.getCanonicalLocales`), the form i18next looks resources up by. */
function canonicalTag(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}

/**
 * A synchronous i18next instance for one locale, with the fallback locale's messages behind it.
 * Resources are keyed by BCP-47 tag so that plurals follow the language (`vn` is `vi-VN`).
 * Lookups are memoised: templates ask for the same keys on every page.
 */
export function createI18n(code: string, setup: I18nSetup): I18nValue {
  let perSetup = instances.get(setup);
  if (!perSetup) instances.set(setup, (perSetup = new Map()));
  const cached = perSetup.get(code);
  if (cached) return cached;
  // i18next canonicalises the language it is given (`tl-PH` becomes `fil-PH`), so resources are
  // keyed by the canonical form of each tag too; otherwise a locale silently shows the fallback.
  const tagOf = (value: string) => canonicalTag(setup.tags[value] ?? value);
  const instance: i18n = i18next.createInstance();
  void instance.init({
    lng: tagOf(code),
    fallbackLng: tagOf(setup.fallback),
    initAsync: false,
    resources: Object.fromEntries(Object.entries(setup.messages).map(([lng, translation]) => [tagOf(lng), { translation }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const lookup = instance.t.bind(instance);
  const memo = new Map<string, string>();
  const value: I18nValue = {
    t: (key, vars) => {
      const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
      let text = memo.get(id);
      if (text === undefined) memo.set(id, (text = String(lookup(key, vars ?? {}))));
      return text;
    },
    list: (key) => {
      const found: unknown = lookup(key, { returnObjects: true });
      return Array.isArray(found) ? found.filter((item): item is { title: string; text: string } => typeof item === 'object' && item !== null && 'title' in item) : [];
    },
  };
  perSetup.set(code, value);
  return value;
}

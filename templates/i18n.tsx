import i18next, { type i18n } from 'i18next';
import { createContext, useContext } from 'react';

/** Messages of one locale: nested i18next resources. */
export type Messages = { [key: string]: string | Messages };

/** Looks up a message key with `{{var}}` interpolation; missing keys fall back to English, then the key. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Looks up a list of `{ title, text }` sections under a key (arrays in the message files). */
export type TranslateList = (key: string) => { title: string; text: string }[];

interface I18nValue {
  t: Translate;
  list: TranslateList;
}

const I18nContext = createContext<I18nValue>({ t: (key) => key, list: () => [] });

export const I18nProvider = I18nContext.Provider;

/** The locale's translate function inside a template. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The locale's section lists inside a template. */
export function useList(): TranslateList {
  return useContext(I18nContext).list;
}

const instances = new Map<string, i18n>();

/** A synchronous i18next instance for one locale with English as fallback. */
export function createI18n(code: string, messages: Readonly<Record<string, Messages>>, fallback = 'en'): I18nValue {
  let instance = instances.get(code);
  if (!instance || instance.options.resources?.[code]?.translation !== messages[code]) {
    instance = i18next.createInstance();
    void instance.init({
      lng: code,
      fallbackLng: fallback,
      initAsync: false,
      resources: Object.fromEntries(Object.entries(messages).map(([lng, translation]) => [lng, { translation }])),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(code, instance);
  }
  const lookup = instance.t.bind(instance);
  const memo = new Map<string, string>();
  return {
    t: (key, vars) => {
      const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
      let text = memo.get(id);
      if (text === undefined) memo.set(id, (text = String(lookup(key, vars ?? {}))));
      return text;
    },
    list: (key) => {
      const value: unknown = lookup(key, { returnObjects: true });
      return Array.isArray(value) ? value.filter((item): item is { title: string; text: string } => typeof item === 'object' && item !== null && 'title' in item) : [];
    },
  };
}

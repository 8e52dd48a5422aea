import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { locales } from '../manifest/site/locales.ts';
import { createI18n, type I18nSetup, type Messages } from './i18n.tsx';

const setup: I18nSetup = {
  messages: {
    en: { members_one: '{{count}} team member', members_other: '{{count}} team members', only: 'English only', sections: [{ title: 'A', text: 'a' }] },
    vn: { members_other: '{{count}} thành viên' },
    ru: { members_one: '{{count}} участник', members_few: '{{count}} участника', members_many: '{{count}} участников', members_other: '{{count}} участника' },
  },
  tags: { en: 'en-US', vn: 'vi-VN', ru: 'ru-RU' },
  fallback: 'en',
};

describe('createI18n', () => {
  it('chooses plural forms by the locale tag, not the URL code', () => {
    expect(createI18n('vn', setup).t('members', { count: 1 })).toBe('1 thành viên');
    expect(createI18n('ru', setup).t('members', { count: 1 })).toBe('1 участник');
    expect(createI18n('ru', setup).t('members', { count: 3 })).toBe('3 участника');
    expect(createI18n('ru', setup).t('members', { count: 5 })).toBe('5 участников');
    expect(createI18n('en', setup).t('members', { count: 2 })).toBe('2 team members');
  });

  it('falls back to the fallback locale, then to the key', () => {
    expect(createI18n('vn', setup).t('only')).toBe('English only');
    expect(createI18n('vn', setup).t('missing.key')).toBe('missing.key');
  });

  it('returns section lists', () => {
    expect(createI18n('vn', setup).list('sections')).toEqual([{ title: 'A', text: 'a' }]);
    expect(createI18n('vn', setup).list('only')).toEqual([]);
  });
});

describe('every locale of the site through i18next', () => {
  const messages = Object.fromEntries(locales.map((locale) => [locale.code, JSON.parse(readFileSync(`content/messages/${locale.code}.json`, 'utf8')) as Messages]));
  const shipped: I18nSetup = { messages, tags: Object.fromEntries(locales.map((locale) => [locale.code, locale.tag])), fallback: 'en' };

  it.each(locales.map((locale) => [locale.code, locale.tag]))('%s (%s) shows its own messages, not the fallback', (code) => {
    const own = messages[code] as { nav: { blog: string; aboutUs: string }; auth: { register: string } };
    const i18n = createI18n(code, shipped);
    expect(i18n.t('nav.aboutUs')).toBe(own.nav.aboutUs);
    expect(i18n.t('auth.register')).toBe(own.auth.register);
    if (code !== 'en') expect(i18n.t('auth.register')).not.toBe((messages.en as typeof own).auth.register);
  });

  it('keys Filipino by the tag i18next uses (tl-PH is canonically fil-PH)', () => {
    expect(createI18n('fil', shipped).t('auth.register')).toBe((messages.fil as { auth: { register: string } }).auth.register);
  });
});

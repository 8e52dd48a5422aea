import type { SiteInput } from '../define-site.ts';
import { origins } from './domains.ts';

/** One deployable root per domain (D2). */
export const sites: SiteInput['sites'] = [
  { id: 'main', origin: origins.main, api: 'primary' },
  { id: 'zh', origin: origins.zh, api: 'secondary' },
  { id: 'ru', origin: origins.ru, api: 'secondary' },
];

/**
 * The 20 languages of spec 2.1 (D1). en, zh and ru are bare on their own sites; the other 17 are
 * prefixed on the main site. Adding a language is one entry here.
 */
export const locales: SiteInput['locales'] = [
  { code: 'en', tag: 'en-US', name: 'English', site: 'main', bare: true, catchAll: true },
  { code: 'zh', tag: 'zh-CN', name: '简体中文', site: 'zh', bare: true },
  { code: 'ru', tag: 'ru-RU', name: 'Русский', site: 'ru', bare: true },
  { code: 'vn', tag: 'vi-VN', name: 'Tiếng Việt', site: 'main' },
  { code: 'es', tag: 'es-ES', name: 'Español', site: 'main' },
  { code: 'pt', tag: 'pt-PT', name: 'Português', site: 'main' },
  { code: 'tr', tag: 'tr-TR', name: 'Türkçe', site: 'main' },
  { code: 'th', tag: 'th-TH', name: 'ไทย', site: 'main' },
  { code: 'fr', tag: 'fr-FR', name: 'Français', site: 'main' },
  { code: 'uk', tag: 'uk-UA', name: 'Українська', site: 'main' },
  { code: 'ko', tag: 'ko-KR', name: '한국어', site: 'main' },
  { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', site: 'main' },
  { code: 'jp', tag: 'ja-JP', name: '日本語', site: 'main' },
  { code: 'tc', tag: 'zh-TW', name: '繁體中文', site: 'main' },
  { code: 'de', tag: 'de-DE', name: 'Deutsch', site: 'main' },
  { code: 'fil', tag: 'tl-PH', name: 'Filipino', site: 'main' },
  { code: 'km', tag: 'km-KH', name: 'ខ្មែរ', site: 'main' },
  { code: 'pl', tag: 'pl-PL', name: 'Polski', site: 'main' },
  { code: 'nl', tag: 'nl-NL', name: 'Nederlands', site: 'main' },
  { code: 'ro', tag: 'ro-RO', name: 'Română', site: 'main' },
];

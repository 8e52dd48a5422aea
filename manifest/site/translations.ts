import type { SiteInput } from '../define-site.ts';

/**
 * What a page does where its content is not translated yet (see `Translations` in
 * manifest/schema/translations.ts). Every item has structured copy in every locale it is available
 * in, so item pages are real translations; their long bodies are shown in English under a notice
 * until translated. Articles exist only where translated: a listing shows the locale's own
 * articles first, then the English ones (marked as English) linking to the English page.
 */
export const translations: SiteInput['translations'] = {
  source: 'en',
  items: { solutions: 'source-with-notice', features: 'source-with-notice', alternatives: 'source-with-notice', useCases: 'source-with-notice' },
  bodies: 'source-with-notice',
  collections: { blog: 'fallback', news: 'fallback', guide: 'fallback', helps: 'fallback', release: 'fallback', partners: 'fallback', faq: 'source-with-notice' },
};

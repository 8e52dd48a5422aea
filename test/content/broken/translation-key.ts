import type { BrokenContent } from '../fixtures/broken-content.ts';

const typo = 'content/blog/de/was-ist-browser-fingerprinting.md';
const first = 'content/blog/es/anuncios-tiktok-para-afiliados.md';
const second = 'content/blog/es/guia-multicuenta-tiktok.md';

export default {
  mistake: 'a translationKey typo (the translation is unlinked), and two articles of one locale sharing a key',
  files: {
    [typo]: (text) => text.replace('translationKey: blog-what-is-browser-fingerprinting', 'translationKey: blog-what-is-browser-fingerprnting'),
    [second]: (text) => text.replace('translationKey: blog-tiktok-multi-account', 'translationKey: blog-tiktok-ads-affiliates'),
  },
  expect: [
    { code: 'TRANSLATION_KEY', file: typo, at: /^translationKey: blog-what-is-browser-fingerprnting$/, message: /matches no en blog entry/, hint: /^Did you mean "blog-what-is-browser-fingerprinting", the key of the en original\?$/ },
    { code: 'TRANSLATION_KEY', file: second, at: /^translationKey: blog-tiktok-ads-affiliates$/, message: new RegExp(`used twice in es \\(also ${first.replace(/[./]/g, '\\$&')}\\)`), hint: /its own translationKey/ },
  ],
} satisfies BrokenContent;

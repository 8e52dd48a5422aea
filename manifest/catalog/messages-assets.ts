/** Codes of message files, assets, icons and markdown bodies (`cli/build/inputs/`, `cli/build/views/check-messages.ts`, `cli/build/render/`). */
import { defineCode, plural } from './define.ts';

/** Message keys listed in a message before `…`. */
const LISTED_KEYS = 8;

export const MESSAGE_ASSET_CODES = {
  MESSAGE_MISSING: defineCode({
    severity: 'warning',
    title: 'Untranslated messages',
    message: (d: { case: 'file'; locale: string; fallback: string } | { case: 'keys'; locale: string; keys: readonly string[] }) =>
      d.case === 'file'
        ? `Locale "${d.locale}" has no message file; every text is shown in English.`
        : `Locale "${d.locale}" lacks ${plural(d.keys.length, 'message key')}: ${d.keys.slice(0, LISTED_KEYS).join(', ')}${d.keys.length > LISTED_KEYS ? ', …' : ''}.`,
    hint: (d) =>
      d.case === 'file' ? `Copy content/messages/${d.fallback}.json to ${d.locale}.json and translate it.` : 'English is shown for them until they are translated.',
    explanation: {
      meaning: 'A locale has no message file, or its file lacks keys that English has. Templates then show the English text for those keys. Expected while a translation is in progress.',
      example: {
        file: 'content/messages/de.json',
        input: '{\n  "nav": { "blog": "Blog", "guide": "Anleitung" }\n}',
        data: { case: 'keys', locale: 'de', keys: ['nav.preSales', 'nav.partnerPlan'] },
        at: { file: 'content/messages/de.json' },
      },
      fix: 'Add the listed keys, translated, to `content/messages/<locale>.json`.',
    },
  }),
  MESSAGE_UNDEFINED: defineCode({
    severity: 'error',
    title: 'Message key defined nowhere',
    message: (d: { key: string; fallback: string }) => `The message key "${d.key}" is used but defined in no locale.`,
    hint: (d) => `Add "${d.key}" to content/messages/${d.fallback}.json (and the other locales).`,
    explanation: {
      meaning: 'A template, route label or menu entry uses a message key that no message file defines, so the page would show the bare key.',
      example: {
        file: 'manifest/site/menus.ts',
        input: "    { key: 'pre-sales', label: 'nav.preSale', link: { route: 'pre-sales' } },",
        data: { key: 'nav.preSale', fallback: 'en' },
        at: { file: 'manifest/site/menus.ts' },
      },
      fix: 'Correct the key, or add it to `content/messages/en.json` (and translate it in the other locales).',
    },
  }),
  MESSAGES_INVALID: defineCode({
    severity: 'error',
    title: 'Message file is not JSON',
    message: (d: { error: string }) => `The message file is not valid JSON: ${d.error}.`,
    hint: () => 'Check commas and quotes; every value is a string or an object.',
    explanation: {
      meaning: 'A file of `content/messages/` cannot be parsed as JSON, so none of its texts can be used.',
      example: {
        file: 'content/messages/de.json',
        input: '{\n  "nav": { "blog": "Blog", }\n}',
        data: { error: "Expected double-quoted property name in JSON at position 29" },
        at: { file: 'content/messages/de.json' },
      },
      fix: 'Fix the JSON at the position given: usually a trailing comma or a missing quote.',
    },
  }),
  ASSET_INVALID: defineCode({
    severity: 'error',
    title: 'Unreadable image',
    message: (d: { case?: 'size' | 'encode'; source: string; error: string }) => `Cannot ${d.case === 'encode' ? 'encode' : 'read the size of'} image ${d.source}: ${d.error}.`,
    hint: (d) => (d.case === 'encode' ? 'Export it again as PNG or JPEG; it is published as it is meanwhile.' : 'SVGs need width and height attributes or a numeric viewBox.'),
    explanation: {
      meaning: 'The build reads the size of every image under `content/assets/` to write `width` and `height` (no layout shift). This file has no size it can read.',
      example: {
        file: 'content/assets/blog/local-api.svg',
        input: '<svg xmlns="http://www.w3.org/2000/svg">…</svg>',
        data: { source: '/assets/blog/local-api.svg', error: 'Invalid SVG' },
        at: { file: 'content/assets/blog/local-api.svg' },
      },
      fix: 'Give the SVG `width` and `height` attributes or a numeric `viewBox`, or re-export the image.',
    },
  }),
  STYLE_BREAKPOINT_UNKNOWN: defineCode({
    severity: 'error',
    title: 'Unknown breakpoint in the stylesheet',
    message: (d: { token: string; name: string; known: readonly string[] }) => `The stylesheet uses ${d.token}, but constants.breakpoints has no "${d.name}".`,
    hint: (d) => `Known breakpoints: ${d.known.join(', ')}.`,
    explanation: {
      meaning: 'Media queries in `templates/styles/site.css` name the spec\'s breakpoints as `breakpoint(name)` (or `breakpoint(name, offset)`), and the build writes the pixel values from the manifest\'s `constants.breakpoints`, so CSS and runtime agree. This name is not one of them.',
      example: {
        file: 'templates/styles/site.css',
        input: '@media (max-width: breakpoint(tablet)) { … }',
        data: { token: 'breakpoint(tablet)', name: 'tablet', known: ['xs', 'sm', 'md', 'xl', 'xxl', 'mobile', 'mobile_s'] },
        at: { file: 'templates/styles/site.css', line: 120 },
      },
      fix: 'Use one of the declared names, or declare the breakpoint in the manifest\'s `constants.breakpoints`.',
    },
  }),
  ICON_INVALID: defineCode({
    severity: 'error',
    title: 'Icon without a numeric viewBox',
    message: (d: { case: 'no-viewbox'; icon: string } | { case: 'not-numeric'; icon: string; viewBox: string }) =>
      d.case === 'no-viewbox' ? `Icon "${d.icon}" has no <svg viewBox="…">.` : `Icon "${d.icon}" has a non-numeric viewBox "${d.viewBox}".`,
    hint: (d) => (d.case === 'no-viewbox' ? 'Give the root <svg> a viewBox of four numbers, e.g. viewBox="0 0 24 24".' : 'A viewBox is four numbers: min-x min-y width height, e.g. "0 0 24 24".'),
    explanation: {
      meaning: 'Icons of `templates/icons/` become symbols of one sprite; each needs a `viewBox` of four numbers (spec 5), or it renders at the wrong size or not at all.',
      example: {
        file: 'templates/icons/chat.svg',
        input: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24px 24px">',
        data: { case: 'not-numeric', icon: 'chat', viewBox: '0 0 24px 24px' },
        at: { file: 'templates/icons/chat.svg', line: 1 },
      },
      fix: 'Write the viewBox as four plain numbers (`viewBox="0 0 24 24"`).',
    },
  }),
  IMAGE_MISSING: defineCode({
    severity: 'error',
    title: 'Image not in content/assets',
    message: (d: { href: string }) => `The image ${d.href} is not in content/assets.`,
    hint: () => 'Put the file under content/assets/ and reference it as /assets/….',
    explanation: {
      meaning: 'A markdown image (`![alt](/assets/…)`) names a file that `content/assets/` does not have, so the page would show a broken image.',
      example: {
        file: 'content/blog/en/automate-browser-profiles-with-local-api.md',
        input: '![The local API answering](/assets/blog/local-api.png)',
        data: { href: '/assets/blog/local-api.png' },
        at: { file: 'content/blog/en/automate-browser-profiles-with-local-api.md', line: 18 },
      },
      fix: 'Add the file under `content/assets/`, or correct the path (here the file is `local-api.svg`).',
    },
  }),
  UNSAFE_URL: defineCode({
    severity: 'warning',
    title: 'Unsafe URL removed',
    message: (d: { href: string }) => `The URL ${d.href} was removed: only http(s) and site links are allowed.`,
    hint: () => 'javascript:, data:, vbscript: and blob: URLs are never published.',
    explanation: {
      meaning: 'A markdown link or image uses a `javascript:`, `data:`, `vbscript:` or `blob:` URL. The build removes it so the page cannot run script from content; the rest of the page is published.',
      example: {
        file: 'content/blog/en/automate-browser-profiles-with-local-api.md',
        input: '[Start a profile](javascript:startProfile())',
        data: { href: 'javascript:startProfile()' },
        at: { file: 'content/blog/en/automate-browser-profiles-with-local-api.md', line: 22 },
      },
      fix: 'Link to a page or an https URL instead.',
    },
  }),
};

/** Codes of message files, assets, icons and markdown bodies (`cli/build/inputs/`, `cli/build/views/check-messages.ts`, `cli/build/render/`). */
import { defineCode, plural } from './define.ts';
import { JSON_PROBLEMS, type JsonSyntax, markColumn } from './json-problems.ts';

/** Message keys listed in a message before `…`. */
const LISTED_KEYS = 8;

export const MESSAGE_ASSET_CODES = {
  MESSAGE_MISSING: defineCode('warning', 'Untranslated messages', {
    message: (d: { case: 'file'; locale: string; fallback: string } | { case: 'keys'; locale: string; keys: readonly string[] }) =>
      d.case === 'file'
        ? `Locale "${d.locale}" has no message file; every text is shown in English.`
        : `Locale "${d.locale}" lacks ${plural(d.keys.length, 'message key')}: ${d.keys.slice(0, LISTED_KEYS).join(', ')}${d.keys.length > LISTED_KEYS ? ', …' : ''}.`,
    hint: (d) =>
      d.case === 'file' ? `Copy content/messages/${d.fallback}.json to ${d.locale}.json and translate it.` : 'English is shown for them until they are translated.',
    meaning: 'A locale has no message file, or its file lacks keys that English has. Templates then show the English text for those keys. Expected while a translation is in progress.',
    fix: 'Add the listed keys, translated, to `content/messages/<locale>.json`.',
  }).example('content/messages/de.json', '{\n  "nav": { "blog": "Blog", "guide": "Anleitung" }\n}', { case: 'keys', locale: 'de', keys: ['nav.preSales', 'nav.partnerPlan'] }, { file: 'content/messages/de.json' }),
  MESSAGE_UNDEFINED: defineCode('error', 'Message key defined nowhere', {
    message: (d: { key: string; fallback: string; usedIn: string }) => `The message key "${d.key}" is used by ${d.usedIn} but defined in no locale, so its pages would show the bare key.`,
    hint: (d) => {
      const section = d.key.includes('.') ? d.key.slice(0, d.key.lastIndexOf('.')) : undefined;
      const add = `Add "${d.key.slice(d.key.lastIndexOf('.') + 1)}" with its English text to ${section ? `the "${section}" section of ` : ''}content/messages/${d.fallback}.json (then translate it in the other locales' files)`;
      return d.usedIn.startsWith('the manifest') ? `${add}.` : `${add}, or correct the key in ${d.usedIn} if it is misspelt.`;
    },
    meaning: 'A template, route label, menu entry or manifest item (a solution\'s or feature\'s name is the message `solutionNames.<slug>` / `featureNames.<slug>`) uses a message key that no message file defines, so the page would show the bare key. The diagnostic points at the English message file, where the key belongs, at the line of its section when the file has it.',
    fix: 'Add the key with its English text to `content/messages/en.json` (and translate it in the other locales), or correct the key where it is used if it is misspelt.',
  }).example('content/messages/en.json', "  \"solutionNames\": {\n    \"tiktok\": \"TikTok\"\n  },", { key: 'solutionNames.bumble', fallback: 'en', usedIn: 'the manifest\'s solutions[28]' }, { file: 'content/messages/en.json', line: 31, path: 'solutionNames.bumble' }),
  MESSAGES_INVALID: defineCode('error', 'Message file is not JSON', {
    message: (d: JsonSyntax | { case: 'utf16' } | { case: 'not-object'; got: string }) =>
      d.case === 'syntax'
        ? `The message file is not valid JSON at line ${d.line}, column ${d.column}: ${JSON_PROBLEMS[d.kind].problem(d.found)} (${markColumn(d.lineText, d.column)}).`
        : d.case === 'utf16'
          ? 'The message file is saved as UTF-16, not UTF-8.'
          : `The message file holds ${d.got}, not an object of message keys.`,
    hint: (d) =>
      d.case === 'syntax'
        ? /^U\+/.test(d.found) && d.kind === 'unexpected'
          ? `Delete the invisible character ${d.found} (editors show it as nothing or a blank).`
          : JSON_PROBLEMS[d.kind].hint
        : d.case === 'utf16'
          ? 'Save it as UTF-8 in your editor ("Save with encoding" → UTF-8).'
          : 'A message file is one object: { "nav": { "blog": "Blog" }, … }, like content/messages/en.json.',
    meaning: 'A file of `content/messages/` cannot be read as JSON, so none of its texts can be used. The message gives the line and column where reading stopped and marks the place with ▸; the hint says how to repair the usual mistakes (a comma after the last entry, a missing comma, a quote inside a text). A UTF-8 byte-order mark at the start is accepted.',
    fix: 'Fix the JSON at the place marked: usually a trailing comma, a missing comma or a quote inside a text that needs a backslash (`\\"`).',
  }).example('content/messages/de.json', '{\n  "nav": { "blog": "Blog", }\n}', { case: 'syntax', kind: 'trailing-comma', line: 2, column: 27, found: '","', lineText: '  "nav": { "blog": "Blog", }' }, { file: 'content/messages/de.json', line: 2 }),
  ASSET_INVALID: defineCode('error', 'Unreadable image', {
    message: (d: { case: 'not-image'; source: string; format: string } | { case: 'size' | 'encode'; source: string; format?: string; error: string }) =>
      d.case === 'not-image'
        ? `The file ${d.source} is not a valid ${d.format} image: the build finds no image in it, so it cannot size or publish it.`
        : `Cannot ${d.case === 'encode' ? 'encode' : 'read the size of'} image ${d.source}: ${d.error}.`,
    hint: (d) =>
      d.case === 'encode'
        ? 'Export it again as PNG or JPEG; it is published as it is meanwhile.'
        : d.format === 'SVG'
          ? 'SVGs need width and height attributes or a numeric viewBox.'
          : `Export or download it again as ${d.format ?? 'an image'}: the file is damaged, cut short or not ${d.format ? `a ${d.format}` : 'an image'} at all (another kind of file needs its own extension).`,
    meaning: 'The build reads the size of every image under `content/assets/` to write `width` and `height` (no layout shift), and encodes PNG and JPEG files to WebP and AVIF. This file has no size it can read: an SVG without `width`/`height` or a numeric `viewBox`, or a file whose bytes are not an image of the kind its extension names (damaged, cut short by a failed download, or another kind of file renamed), or one the encoder cannot decode.',
    fix: 'Give the SVG `width` and `height` attributes or a numeric `viewBox`; export or download a raster image again in the format of its extension.',
  }).example('content/assets/blog/local-api.svg', '<svg xmlns="http://www.w3.org/2000/svg">…</svg>', { case: 'size', source: '/assets/blog/local-api.svg', format: 'SVG', error: 'Invalid SVG' }, { file: 'content/assets/blog/local-api.svg' }),
  STYLE_BREAKPOINT_UNKNOWN: defineCode('error', 'Unknown breakpoint in the stylesheet', {
    message: (d: { token: string; name: string; known: readonly string[] }) => `The stylesheet uses ${d.token}, but constants.breakpoints has no "${d.name}".`,
    hint: (d) => `Known breakpoints: ${d.known.join(', ')}.`,
    meaning: 'Media queries in `templates/styles/site.css` name the spec\'s breakpoints as `breakpoint(name)` (or `breakpoint(name, offset)`), and the build writes the pixel values from the manifest\'s `constants.breakpoints`, so CSS and runtime agree. This name is not one of them.',
    fix: 'Use one of the declared names, or declare the breakpoint in the manifest\'s `constants.breakpoints`.',
  }).example('templates/styles/site.css', '@media (max-width: breakpoint(tablet)) { … }', { token: 'breakpoint(tablet)', name: 'tablet', known: ['xs', 'sm', 'md', 'xl', 'xxl', 'mobile', 'mobile_s'] }, { file: 'templates/styles/site.css', line: 120 }),
  ICON_INVALID: defineCode('error', 'Icon without a numeric viewBox', {
    message: (d: { case: 'no-viewbox'; icon: string } | { case: 'not-numeric'; icon: string; viewBox: string }) =>
      d.case === 'no-viewbox' ? `Icon "${d.icon}" has no <svg viewBox="…">.` : `Icon "${d.icon}" has a non-numeric viewBox "${d.viewBox}".`,
    hint: (d) => (d.case === 'no-viewbox' ? 'Give the root <svg> a viewBox of four numbers, e.g. viewBox="0 0 24 24".' : 'A viewBox is four numbers: min-x min-y width height, e.g. "0 0 24 24".'),
    meaning: 'Icons of `templates/icons/` become symbols of one sprite; each needs a `viewBox` of four numbers (spec 5), or it renders at the wrong size or not at all.',
    fix: 'Write the viewBox as four plain numbers (`viewBox="0 0 24 24"`).',
  }).example('templates/icons/chat.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24px 24px">', { case: 'not-numeric', icon: 'chat', viewBox: '0 0 24px 24px' }, { file: 'templates/icons/chat.svg', line: 1 }),
  IMAGE_MISSING: defineCode('error', 'Image not in content/assets', {
    message: (d: { href: string }) => `The image ${d.href} is not in content/assets.`,
    hint: () => 'Put the file under content/assets/ and reference it as /assets/….',
    meaning: 'A markdown image (`![alt](/assets/…)`) names a file that `content/assets/` does not have, so the page would show a broken image.',
    fix: 'Add the file under `content/assets/`, or correct the path (here the file is `local-api.svg`).',
  }).example('content/blog/en/automate-browser-profiles-with-local-api.md', '![The local API answering](/assets/blog/local-api.png)', { href: '/assets/blog/local-api.png' }, { file: 'content/blog/en/automate-browser-profiles-with-local-api.md', line: 18 }),
  UNSAFE_URL: defineCode('warning', 'Unsafe URL removed', {
    message: (d: { href: string }) => `The URL ${d.href} was removed: only http(s) and site links are allowed.`,
    hint: () => 'javascript:, data:, vbscript: and blob: URLs are never published.',
    meaning: 'A markdown link or image uses a `javascript:`, `data:`, `vbscript:` or `blob:` URL. The build removes it so the page cannot run script from content; the rest of the page is published.',
    fix: 'Link to a page or an https URL instead.',
  }).example('content/blog/en/automate-browser-profiles-with-local-api.md', '[Start a profile](javascript:startProfile())', { href: 'javascript:startProfile()' }, { file: 'content/blog/en/automate-browser-profiles-with-local-api.md', line: 22 }),
  TEMPLATE_IMAGE_MISSING: defineCode('error', 'Image of a template missing', {
    message: (d: { asset: string; user: string; key: string; closest: readonly string[] }) => `The image ${d.asset} does not exist; ${d.user} shows it (config.images.${d.key}).`,
    hint: (d) => `Restore ${d.asset}, or add an image under that name.${d.closest.length ? ` Closest existing assets: ${d.closest.join(', ')}.` : ''}`,
    meaning: 'The page chrome and its widgets (the mobile banner, the activity popup, the QR consult, the 502 page, the image placeholder) show images that `content/assets/widgets/` must have under fixed names. One of them is missing (deleted or renamed), so every page would reference a file the build cannot produce. The template is right; the file is gone.',
    fix: 'Put the file back under the name the message gives (from git: `git checkout -- content/assets/widgets/<name>`), or, if it was renamed on purpose, rename it back: the templates find it by that name.',
  }).example('content/assets/widgets/error-502.svg', '(the file was deleted)', { asset: 'content/assets/widgets/error-502.svg', user: 'templates/islands/error-countdown.tsx:34', key: 'error502', closest: ['content/assets/widgets/qr-popup.svg', 'content/assets/widgets/qr-icon.svg'] }, { file: 'content/assets/widgets/error-502.svg' }),
};

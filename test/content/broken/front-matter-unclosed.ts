import type { BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/en/crypto-airdrop-multi-wallet-hygiene.md';

export default {
  mistake: 'the closing --- of the front matter is missing',
  files: { [file]: (text) => text.replace(/^(translationKey: .*\n)---\n/m, '$1') },
  expect: [{ code: 'CONTENT_FRONT_MATTER', file, line: 1, at: /^---$/, message: /never closed/, hint: /Add a line with only `---` after the last front-matter field/ }],
} satisfies BrokenContent;

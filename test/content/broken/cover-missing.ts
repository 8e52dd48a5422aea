import type { BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/en/managing-multiple-amazon-seller-accounts.md';

export default {
  mistake: 'a cover image that is not in content/assets',
  render: true,
  files: { [file]: (text) => text.replace(/^ {2}src: \/assets\/blog\/.*$/m, '  src: /assets/blog/storefront.svg') },
  expect: [{ code: 'COVER_MISSING', file, at: /^ {2}src: \/assets\/blog\/storefront\.svg$/, message: /\/assets\/blog\/storefront\.svg is not in content\/assets/, hint: /^Closest existing assets: \/assets\/blog\/storefronts\.svg, / }],
} satisfies BrokenContent;

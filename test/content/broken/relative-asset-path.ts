import type { BrokenContent } from '../fixtures/broken-content.ts';

const body = 'content/blog/en/synchronizer-for-repetitive-tasks.md';
const front = 'content/blog/en/automate-browser-profiles-with-local-api.md';

export default {
  mistake: 'relative asset paths in markdown (assets/…, ../…) and in a front-matter cover',
  render: true,
  files: {
    [body]: (text) => `${text}\n![The profile grid](assets/blog/profiles-grid.svg)\n\n![The profile window](../profiles-window.png)\n`,
    [front]: (text) => text.replace('src: /assets/blog/local-api-cover.png', 'src: assets/blog/local-api-cover.png'),
  },
  expect: [
    { code: 'RELATIVE_PATH', file: body, at: /\(assets\/blog\/profiles-grid\.svg\)/, message: /image path "assets\/blog\/profiles-grid\.svg" is relative/, hint: /^Write it from the site root: \/assets\/blog\/profiles-grid\.svg\.$/ },
    { code: 'RELATIVE_PATH', file: body, at: /\(\.\.\/profiles-window\.png\)/, hint: /^Write it from the site root: \/assets\/blog\/profiles-window\.png\.$/ },
    { code: 'RELATIVE_PATH', file: front, at: /^ {2}src: assets\/blog\/local-api-cover\.png$/, message: /cover path/, hint: /^Write it from the site root: \/assets\/blog\/local-api-cover\.png\.$/ },
  ],
} satisfies BrokenContent;

import type { BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/de/mehrere-amazon-verkaeuferkonten-verwalten.md';

export default {
  mistake: 'a missing image and a broken absolute link to the site\'s own domain in a markdown body (they were also reported as ASSET_MISSING and LINK_BROKEN at templates/registry.ts)',
  render: true,
  files: { [file]: (text) => `${text}\n![Seller Central](/assets/blog/seller-central.png)\n\nDie Tarife stehen unter [Preise](https://www.polyprofile.example/de/preise).\n` },
  expect: [
    { code: 'IMAGE_MISSING', file, at: /^!\[Seller Central\]/, count: 1, hint: /^Put the file under content\/assets\// },
    { code: 'LINK_BROKEN', file, at: /\[Preise\]\(https:\/\/www\.polyprofile\.example\/de\/preise\)/, message: /links to https:\/\/www\.polyprofile\.example\/de\/preise, which is neither a page nor a planned redirect/, hint: /^The closest page is / },
  ],
  absent: ['ASSET_MISSING'],
} satisfies BrokenContent;

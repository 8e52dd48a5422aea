import type { BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/de/e-commerce-teams-mit-geteilten-profilen.md';

export default {
  mistake: 'a German article links to a help page that exists only in en, pt and zh (D4 sends visitors to /de)',
  render: true,
  files: { [file]: (text) => `${text}\nWie Sie einen Proxy hinzufügen, steht in [dieser Anleitung](/helps/add-a-proxy-to-a-profile).\n` },
  expect: [
    {
      code: 'LINK_UNAVAILABLE',
      file,
      at: /\(\/helps\/add-a-proxy-to-a-profile\)/,
      message: /^The de page \/de\/blog\/e-commerce-teams-mit-geteilten-profilen links to \/de\/helps\/add-a-proxy-to-a-profile, which de does not have: visitors land on \/de \(D4 fallback\)\.$/,
      hint: /link to a page that exists in de/,
    },
  ],
} satisfies BrokenContent;

import type { BrokenContent } from '../fixtures/broken-content.ts';

const unclosed = 'content/blog/en/tiktok-ads-for-affiliates.md';
const twice = 'content/blog/en/social-media-agency-client-accounts.md';

export default {
  mistake: 'YAML mistakes in front matter: a quote left open on line 2 (which YAML reads on into the next fields, so the schema saw an unknown field and a missing description), a field written twice below a list (they were reported lines later, with a negative column, a stray ":." and one hint for every error)',
  files: {
    [unclosed]: (text) => text.replace(`title: "TikTok Ads for Affiliates: A Beginner's Playbook"`, `title: "TikTok Ads for Affiliates: A Beginner's Playbook`),
    [twice]: (text) => text.replace(/\n---\n/, '\ntitle: "Agency accounts"\n---\n'),
  },
  expect: [
    {
      code: 'CONTENT_FRONT_MATTER',
      file: unclosed,
      line: 2,
      message: /^The front matter is not valid YAML at line 2, column 8: the double quote that opens the value is never closed on its line \(title: ▸"TikTok Ads/,
      hint: /^End the text with " on the same line\. A quote inside the text is written \\"/,
    },
    {
      code: 'CONTENT_FRONT_MATTER',
      file: twice,
      at: /^title: "Agency accounts"$/,
      message: /^The front matter is not valid YAML at line \d+, column 1: the field "title" is written twice \(first on line 2\) \(▸title: "Agency accou…\)\.$/,
      hint: /^Keep one "title" \(line 2 or this one\) and delete the other\.$/,
    },
  ],
} satisfies BrokenContent;

import type { BrokenContent } from '../fixtures/broken-content.ts';

const article = 'content/blog/de/proxy-vpn-antidetect-browser.md';
const linking = 'content/blog/de/affiliate-kampagnen-mit-browserprofilen-skalieren.md';
const solution = 'content/solutions/en/tiktok.md';
const alternative = 'content/alternatives/en/incogniton-alternative.md';
const extraBenefits = (text: string) => text.replace('benefits:\n', 'benefits:\n  - title: "Extra"\n    text: "One benefit too many."\n  - title: "Another"\n    text: "And one more."\n');

export default {
  mistake: 'front matter that does not parse (a title written twice in a de article another de article links to; 5+ benefits in an en solution and an en alternative): only the parse errors, none of their consequences (they were reported as LINK_UNAVAILABLE, COPY_MISSING "until … exists", TRANSLATION_KEY)',
  render: true,
  files: {
    [article]: (text) => text.replace("date: '2024-05-14'", "date: '2024-05-14'\ntitle: \"Proxy oder VPN?\""),
    [linking]: (text) => `${text}\nMehr dazu im Vergleich [Proxy, VPN oder Antidetect-Browser](/blog/proxy-vpn-antidetect-browser).\n`,
    [solution]: extraBenefits,
    [alternative]: extraBenefits,
  },
  expect: [
    { code: 'CONTENT_FRONT_MATTER', file: article, hint: /./ },
    { code: 'CONTENT_FRONT_MATTER', file: solution, at: /^benefits:$/, hint: /./ },
    { code: 'CONTENT_FRONT_MATTER', file: alternative, at: /^benefits:$/, hint: /./ },
  ],
  absent: ['LINK_UNAVAILABLE', 'LINK_BROKEN', 'COPY_MISSING', 'TRANSLATION_KEY'],
} satisfies BrokenContent;

import type { BrokenContent } from '../fixtures/broken-content.ts';

const source = 'content/alternatives/en/gologin-alternative.md';

export default {
  mistake: 'the English source of a translated page is deleted (git rm content/alternatives/en/gologin-alternative.md): one error for its key, not one per translation hinting another rival\'s key',
  files: { [source]: null },
  expect: [
    {
      code: 'TRANSLATION_KEY',
      file: 'content/alternatives/de/gologin-alternative.md',
      at: /^translationKey: "alternative:gologin-alternative"$/,
      count: 1,
      message: /^The en source is missing: no en alternatives entry has translationKey "alternative:gologin-alternative", which 19 translations point at \(de, es, fil, fr, hi, jp, km, ko, nl, pl, pt, ro, ru, tc, th, tr, uk, vn, zh\)/,
      hint: /^Restore the en original content\/alternatives\/en\/gologin-alternative\.md with translationKey "alternative:gologin-alternative" \(if it was deleted: git log --diff-filter=D -- content\/alternatives\/en\/gologin-alternative\.md\); or, if it was removed on purpose, delete the translations \(content\/alternatives\/<locale>\/gologin-alternative\.md in de, es, /,
    },
    { code: 'COPY_MISSING', file: source, severity: 'warning', hint: /^Create content\/alternatives\/en\/gologin-alternative\.md/ },
  ],
} satisfies BrokenContent;

import { readFileSync } from 'node:fs';
import type { BrokenMessages } from '../fixtures/broken-message.ts';

/** The shipped English file, as a translator starting a new locale copies it. */
const ENGLISH = readFileSync(new URL('../../../content/messages/en.json', import.meta.url), 'utf8');

export default {
  mistake: 'the Portuguese file is en.json copied and not translated yet (was 0 errors: the chrome is short labels the page check skips)',
  // de.json and fr.json carry the placeholder cases: each case edits its own file, so that one build makes every mistake at once.
  file: 'content/messages/pt.json',
  edit: () => ENGLISH,
  expect: [
    {
      code: 'MESSAGES_UNTRANSLATED',
      severity: 'error',
      file: 'content/messages/pt.json',
      line: /^\s*"label": "Main navigation",$/,
      message: /^100% of the translatable messages of content\/messages\/pt\.json \(\d+ of \d+\) are the English text word for word.*: nav\.label \(line 3\), nav\.preSales \(line 7\), .* and \d+ more\.$/,
      hint: /^Translate them into pt-PT, or delete the keys not translated yet .* At most 20% may be the English text\.$/,
    },
  ],
} satisfies BrokenMessages;

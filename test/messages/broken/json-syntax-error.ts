import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'a comma is left after the last Korean auth entry (was reported as a character offset)',
  file: 'content/messages/ko.json',
  edit: (text) => replaceOnce(text, /("register": "[^"]+")\n/, '$1,\n'),
  expect: [
    {
      code: 'MESSAGES_INVALID',
      severity: 'error',
      file: 'content/messages/ko.json',
      line: /"register": "[^"]+",$/,
      message: /not valid JSON at line \d+, column \d+: a comma after the last entry \(.*"register": "[^"]+"▸,\)\./,
      hint: /Delete that comma/,
    },
  ],
} satisfies BrokenMessages;

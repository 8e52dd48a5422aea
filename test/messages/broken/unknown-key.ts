import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'a Turkish key is misspelt: nav.preSale (English has nav.preSales)',
  file: 'content/messages/tr.json',
  edit: (text) => replaceOnce(text, '    "preSales": ', '    "preSale": '),
  expect: [
    {
      code: 'MESSAGE_UNKNOWN_KEY',
      severity: 'warning',
      file: 'content/messages/tr.json',
      path: 'nav.preSale',
      line: /^\s*"preSale": /,
      hint: /^Did you mean "nav\.preSales"\?/,
    },
  ],
} satisfies BrokenMessages;

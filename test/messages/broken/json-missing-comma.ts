import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'a comma is missing at the end of a Vietnamese line',
  file: 'content/messages/vn.json',
  edit: (text) => replaceOnce(text, /("features": "[^"]+"),\n/, '$1\n'),
  expect: [
    {
      code: 'MESSAGES_INVALID',
      severity: 'error',
      file: 'content/messages/vn.json',
      line: /"features": "[^"]+"$/,
      message: /a comma is missing after this value/,
      hint: /Add a comma at the place marked/,
    },
  ],
} satisfies BrokenMessages;

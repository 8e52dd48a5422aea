import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'the Polish sign-up label is null (crashed with "Cannot convert undefined or null to object")',
  file: 'content/messages/pl.json',
  edit: (text) => replaceOnce(text, /"register": "[^"]+"/, '"register": null'),
  expect: [
    {
      code: 'MESSAGE_NOT_TEXT',
      severity: 'error',
      file: 'content/messages/pl.json',
      path: 'auth.register',
      line: /"register": null/,
      message: /"auth\.register" is null, not a text/,
      hint: /Write a text in double quotes/,
    },
  ],
} satisfies BrokenMessages;

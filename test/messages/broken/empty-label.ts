import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'the Dutch log-in label is left empty (a blank link in the header)',
  file: 'content/messages/nl.json',
  edit: (text) => replaceOnce(text, /"login": "[^"]+"/, '"login": ""'),
  expect: [
    {
      code: 'MESSAGE_EMPTY',
      severity: 'error',
      file: 'content/messages/nl.json',
      path: 'auth.login',
      line: /"login": ""/,
      hint: /Translate it \(English: "Log in"\), or delete the key/,
    },
  ],
} satisfies BrokenMessages;

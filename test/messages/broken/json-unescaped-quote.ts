import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'a Thai text quotes a word with plain double quotes',
  file: 'content/messages/th.json',
  edit: (text) => replaceOnce(text, /"features": "([^"]+)"/, '"features": "$1 "Pro""'),
  expect: [
    {
      code: 'MESSAGES_INVALID',
      severity: 'error',
      file: 'content/messages/th.json',
      line: /"features": ".+ "Pro""/,
      message: /this quote ends the text too early/,
      hint: /Write a quote inside a text as \\"/,
    },
  ],
} satisfies BrokenMessages;

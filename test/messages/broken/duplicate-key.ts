import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'a Ukrainian key is pasted twice with two texts (the first is silently lost)',
  file: 'content/messages/uk.json',
  edit: (text) => replaceOnce(text, /("blog": "[^"]+",\n)/, '$1    "blog": "Статті",\n'),
  expect: [
    {
      code: 'MESSAGE_DUPLICATE_KEY',
      severity: 'warning',
      file: 'content/messages/uk.json',
      path: 'nav.blog',
      line: /"blog": "Статті",/,
      message: /replaces the one on line 8/,
      hint: /Keep one of them/,
    },
  ],
} satisfies BrokenMessages;

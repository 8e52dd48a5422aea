import type { BrokenMessages } from '../fixtures/broken-message.ts';

export default {
  mistake: 'the Romanian file starts with a UTF-8 byte-order mark (editors add one): accepted, like in markdown',
  file: 'content/messages/ro.json',
  edit: (text) => `\uFEFF${text}`,
  expect: [],
} satisfies BrokenMessages;

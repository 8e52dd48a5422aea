import type { BrokenMessages } from '../fixtures/broken-message.ts';

export default {
  mistake: 'the Hindi file is saved as UTF-16 by a Windows editor',
  file: 'content/messages/hi.json',
  edit: (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
  expect: [
    {
      code: 'MESSAGES_INVALID',
      severity: 'error',
      file: 'content/messages/hi.json',
      // Line 1 read as UTF-8: the byte-order mark FF FE (two replacement characters), then `{` in UTF-16LE.
      line: /^\uFFFD\uFFFD\{\u0000$/,
      lineNumber: 1,
      message: /saved as UTF-16/,
      hint: /Save it as UTF-8/,
    },
  ],
} satisfies BrokenMessages;

import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'the Spanish release heading adds a placeholder English does not pass ({{fecha}})',
  file: 'content/messages/es.json',
  edit: (text) => replaceOnce(text, '"Versión {{version}}"', '"Versión {{version}} del {{fecha}}"'),
  expect: [
    {
      code: 'MESSAGE_PLACEHOLDER',
      severity: 'error',
      file: 'content/messages/es.json',
      path: 'release.version',
      line: /"version": "Versión \{\{version\}\} del \{\{fecha\}\}"/,
      message: /has \{\{fecha\}\}, which English does not/,
      hint: /"Version \{\{version\}\}" has \{\{version\}\}/,
    },
  ],
} satisfies BrokenMessages;

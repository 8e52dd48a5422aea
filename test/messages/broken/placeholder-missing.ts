import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'the French redirect notice loses its {{seconds}} placeholder (the number never appears)',
  file: 'content/messages/fr.json',
  edit: (text) => replaceOnce(text, 'Redirection dans {{seconds}} s', 'Redirection dans quelques secondes'),
  expect: [
    {
      code: 'MESSAGE_PLACEHOLDER',
      severity: 'error',
      file: 'content/messages/fr.json',
      path: 'autoRefresh',
      line: /"autoRefresh": "Redirection dans quelques secondes"/,
      message: /lacks \{\{seconds\}\}/,
      hint: /"Redirecting in \{\{seconds\}\} s" has \{\{seconds\}\}/,
    },
  ],
} satisfies BrokenMessages;

import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'the German 404 text translates its placeholder: {{pfad}} instead of {{path}} (printed as it is)',
  file: 'content/messages/de.json',
  edit: (text) => replaceOnce(text, 'Seite nicht gefunden: {{path}}', 'Seite nicht gefunden: {{pfad}}'),
  expect: [
    {
      code: 'MESSAGE_PLACEHOLDER',
      severity: 'error',
      file: 'content/messages/de.json',
      path: 'errors.notFound',
      line: /"notFound": "Seite nicht gefunden: \{\{pfad\}\}"/,
      message: /has \{\{pfad\}\} where English has \{\{path\}\}: a placeholder's name was translated/,
      hint: /"Page not found: \{\{path\}\}" has \{\{path\}\}/,
    },
  ],
} satisfies BrokenMessages;

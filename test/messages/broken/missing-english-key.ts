import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'auth.register is deleted from en.json (the sign-up button showed the bare key, exit 0)',
  file: 'content/messages/en.json',
  edit: (text) => replaceOnce(text, /"login": "Log in",\n\s*"register": "Sign up free"/, '"login": "Log in"'),
  expect: [
    {
      code: 'MESSAGE_SOURCE_MISSING',
      severity: 'error',
      file: 'content/messages/en.json',
      path: 'auth.register',
      line: /^\s*"auth": \{/,
      message: /English lacks the message key "auth\.register", which templates\/.+\.tsx uses/,
      hint: /^Add "auth\.register" to content\/messages\/en\.json \([a-z]+ has ".+"\)/,
    },
  ],
} satisfies BrokenMessages;

import { type BrokenMessages, replaceOnce } from '../fixtures/broken-message.ts';

export default {
  mistake: 'one English sentence is left in the Filipino file, the pricing lead (a language whose copy borrows many English words)',
  // fr.json carries placeholder-missing: each case edits its own file, so that one build makes every mistake at once.
  file: 'content/messages/fil.json',
  edit: (text) => replaceOnce(text, /("lead": )"Magbayad lang para sa mga profile[^"]+"/, '$1"Pay for the profiles and seats you use. Start free and upgrade any time."'),
  expect: [
    {
      code: 'MESSAGE_UNTRANSLATED',
      severity: 'warning',
      file: 'content/messages/fil.json',
      path: 'pricing.lead',
      line: /^\s*"lead": "Pay for the profiles and seats you use\. Start free and upgrade any time\.",$/,
      message: /^The message "pricing\.lead" is the English text word for word \("Pay for the profiles and seats you use\. Start free and upgrade any time\."\) and reads as English\.$/,
      hint: /^Translate it for fil, or delete the key to show English until it is translated\.$/,
    },
  ],
} satisfies BrokenMessages;

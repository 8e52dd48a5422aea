import { article, type BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/en/Proxy Checklist 2025.md';

export default {
  mistake: 'a file name with spaces and capitals (it would publish /blog/Proxy%20Checklist%202025)',
  files: { [file]: article('A proxy checklist for 2025', ['Check the type, the location and the rotation of each proxy.']) },
  expect: [{ code: 'CONTENT_FILE_NAME', file, message: /"Proxy Checklist 2025\.md" is not a URL slug: it would publish a URL with spaces/, hint: /^Rename the file to proxy-checklist-2025\.md:/ }],
} satisfies BrokenContent;

import { expect } from 'vitest';
import { article, type BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/en/team-roles-explained.markdown';

export default {
  mistake: 'an article saved as .markdown (accepted like .md)',
  files: { [file]: article('Team roles explained', ['Owners, admins and members each see what they need.']) },
  expect: [],
  accepted(entries) {
    expect(entries.find((entry) => entry.file === file)).toMatchObject({ slug: 'team-roles-explained', title: 'Team roles explained', locale: 'en', collection: 'blog' });
  },
} satisfies BrokenContent;

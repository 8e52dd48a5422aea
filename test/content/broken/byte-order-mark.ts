import { expect } from 'vitest';
import type { BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/en/tiktok-multi-account-guide.md';

export default {
  mistake: 'a UTF-8 byte-order mark at the start of the file (accepted and dropped, as in message files)',
  files: { [file]: (text) => `\uFEFF${text}` },
  expect: [],
  accepted(entries) {
    const entry = entries.find((candidate) => candidate.file === file);
    expect(entry?.title).toBe("Running Multiple TikTok Accounts: A Practical Guide");
    expect(JSON.stringify(entry?.data)).not.toContain('\uFEFF');
    expect(entry?.bodyLine).toBeGreaterThan(2);
  },
} satisfies BrokenContent;

import { readFileSync } from 'node:fs';
import type { BrokenContent } from '../fixtures/broken-content.ts';

const original = 'content/blog/en/proxy-vpn-antidetect-browser.md';
const copy = 'content/blog/en/Proxy-VPN-Antidetect-Browser.md';

export default {
  mistake: 'a second file whose slug differs from another only by case',
  files: { [copy]: () => readFileSync(new URL(`../../../${original}`, import.meta.url), 'utf8').replace(/^translationKey: .*\n/m, '') },
  expect: [
    { code: 'CONTENT_DUPLICATE', file: copy, message: new RegExp(`slug "Proxy-VPN-Antidetect-Browser" up to case \\(this file and ${original.replace(/[./]/g, '\\$&')}\\)`), hint: /differ only by case are one URL/ },
    { code: 'CONTENT_FILE_NAME', file: copy, hint: /^Rename the file to proxy-vpn-antidetect-browser\.md/ },
  ],
} satisfies BrokenContent;

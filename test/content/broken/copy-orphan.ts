import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../manifest/fixtures/shipped.ts';
import type { BrokenContent } from '../fixtures/broken-content.ts';

const shipped = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const unknown = 'content/solutions/en/bumble.md';
const misspelt = 'content/features/en/synchroniser.md';
const unavailable = 'content/alternatives/de/ziniao-alternative.md';
const solution = ['---', 'title: "Bumble accounts"', 'description: "Run Bumble profiles apart."', 'headline: "One profile per account."', 'benefits:', ...['One', 'Two', 'Three'].flatMap((n) => [`  - title: "${n}"`, '    text: "Why it helps."']), '---', '', 'Body.', ''].join('\n');

export default {
  mistake: 'copy files no page reads: a solution the manifest does not have, a misspelt feature file name, an alternative in a locale it is not available in (they were ignored silently)',
  files: {
    [unknown]: solution,
    // A copy of the real file under a misspelt name (its own translationKey dropped: it is not a second original).
    [misspelt]: shipped('content/features/en/synchronizer.md').replace(/^translationKey:.*\n/m, ''),
    [unavailable]: shipped('content/alternatives/tc/ziniao-alternative.md'),
  },
  expect: [
    { code: 'COPY_ORPHAN', file: unknown, severity: 'warning', message: /^No item of solutions has the slug "bumble"/, hint: /Add the item to the manifest \(site new solution bumble\)/ },
    { code: 'COPY_ORPHAN', file: misspelt, severity: 'warning', hint: /^Did you mean "synchronizer"\? Rename the file to content\/features\/en\/synchronizer\.md;/ },
    { code: 'COPY_ORPHAN', file: unavailable, severity: 'warning', message: /"ziniao-alternative" is not available in de, so this copy is never published\.$/, hint: /^It is available in zh, tc\. Add de to the languages of alternatives\[\d+\]/ },
  ],
} satisfies BrokenContent;

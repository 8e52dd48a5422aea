import type { NewKind } from './item-kinds.ts';

/** The first line of every template `site new` writes: what to do with it. */
const TEMPLATE_MARK = '# TEMPLATE written by site new:';

/**
 * The copy file `site new` writes in the source locale: valid front matter (it checks and builds
 * as it is) whose every text says what to write there. YAML comments mark it as a template; the
 * text itself is English, the language of the page it is on. Other locales get no file: their
 * pages follow the manifest's translation policy until a translator adds one.
 */
export function copyTemplate(kind: NewKind, options: { brand: string; name: string; command: string }): string {
  const { brand, name } = options;
  const lines = [
    '---',
    `${TEMPLATE_MARK} \`${options.command}\`.`,
    '# Replace every text below with the real copy, then delete these comment lines.',
    '# Until then the page shows this text as it is. Fields: content/README.md.',
    `title: ${yaml(kind === 'alternative' ? `${brand} vs ${name}: replace with the page title` : `${name}: replace with the page title`)}`,
    `description: ${yaml(`Replace with one or two sentences for search results about ${name} and ${brand}.`)}`,
    `headline: ${yaml('Replace with the headline shown under the title.')}`,
    ...(kind === 'use-case' ? [`summary: ${yaml(`Replace with one or two sentences for the ${name} section of the solutions page.`)}`] : benefits()),
    ...(kind === 'alternative' ? comparison(name) : []),
    '---',
    '',
    `Replace this paragraph with the page text about ${name}. Write plain Markdown and link other pages of the site without the language prefix, such as the [pricing page](/pricing).`,
    '',
  ];
  return lines.join('\n');
}

function benefits(): string[] {
  return ['benefits:', ...['first', 'second', 'third'].flatMap((nth) => [`  - title: ${yaml(`Replace with the ${nth} benefit`)}`, `    text: ${yaml('Replace with one sentence that explains it.')}`])];
}

function comparison(name: string): string[] {
  return [
    'comparison:',
    ...['first', 'second', 'third', 'fourth'].flatMap((nth) => [
      `  - topic: ${yaml(`Replace with the ${nth} topic`)}`,
      `    product: ${yaml('Replace with what we offer.')}`,
      `    rival: ${yaml(`Replace with what ${name} offers, as they describe it.`)}`,
    ]),
  ];
}

/** A double-quoted YAML scalar. */
function yaml(text: string): string {
  return JSON.stringify(text);
}

import { PLACEHOLDER } from '../../manifest/content/placeholders.ts';
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
    '# Until then site check warns and site build refuses to publish it (CONTENT_PLACEHOLDER). Fields: content/README.md.',
    `title: ${yaml(PLACEHOLDER.title(kind === 'alternative' ? `${brand} vs ${name}` : name))}`,
    `description: ${yaml(PLACEHOLDER.description(name, brand))}`,
    `headline: ${yaml(PLACEHOLDER.headline())}`,
    ...(kind === 'use-case' ? [`summary: ${yaml(PLACEHOLDER.summary(name))}`] : benefits()),
    ...(kind === 'alternative' ? comparison(name) : []),
    '---',
    '',
    `${PLACEHOLDER.body(name)} Write plain Markdown and link other pages of the site without the language prefix, such as the [pricing page](/pricing).`,
    '',
  ];
  return lines.join('\n');
}

function benefits(): string[] {
  return ['benefits:', ...['first', 'second', 'third'].flatMap((nth) => [`  - title: ${yaml(PLACEHOLDER.benefitTitle(nth))}`, `    text: ${yaml(PLACEHOLDER.benefitText())}`])];
}

function comparison(name: string): string[] {
  return [
    'comparison:',
    ...['first', 'second', 'third', 'fourth'].flatMap((nth) => [
      `  - topic: ${yaml(PLACEHOLDER.topic(nth))}`,
      `    product: ${yaml(PLACEHOLDER.product())}`,
      `    rival: ${yaml(PLACEHOLDER.rival(name))}`,
    ]),
  ];
}

/** A double-quoted YAML scalar. */
function yaml(text: string): string {
  return JSON.stringify(text);
}

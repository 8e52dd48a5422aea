import { Argument } from 'commander';
import { NEW_KINDS, type NewKind } from '../scaffold/item-kinds.ts';
import type { RegisterCommand } from './context.ts';
import { helpExample, parseLocaleList } from './options.ts';

export const registerNew: RegisterCommand = (program, { io, load, setExitCode }) => {
  program
    .command('new')
    .description('Add an alternative, solution, feature or use case: its manifest entry, an English copy template and (solutions, features) its English name in content/messages (never overwriting a file), then run the checks of site check --skip-render and print what to do next.')
    .addArgument(new Argument('<kind>', 'what to add').choices([...NEW_KINDS]))
    .argument('<slug>', 'its URL slug: lowercase letters, digits and single hyphens (an alternative\'s is the rival, e.g. acme for /alternatives/acme-alternative)')
    .option('--locales <codes>', 'locale URL codes it is available in, comma-separated (list; default: every locale, or every solutions landing for a use case)', parseLocaleList)
    .option('--name <name>', 'the display name: an alternative\'s name, a solution\'s or feature\'s English name in content/messages (string; default: from the slug, dolphin-anty → Dolphin Anty)')
    .option('-q, --quiet', 'print errors only (default: off)')
    .addHelpText('after', helpExample('site new alternative acme --locales en,de'))
    .action(async (kind: NewKind, slug: string, opts: { locales?: string[]; name?: string; quiet?: boolean }) => {
      const { runNew } = await import('./new.ts');
      setExitCode(await runNew(kind, slug, opts, { io, load }));
    });
};

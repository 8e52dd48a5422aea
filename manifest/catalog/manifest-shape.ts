/** Codes of loading the manifest and of its zod shapes (`manifest/validate/parse.ts`). */
import { validValuesHint } from '../validate/hints.ts';
import { defineCode, quoted } from './define.ts';

/** ` (got "Tik Tok")` for a scalar value, nothing for an object or a missing value. */
const got = (value: unknown) => (value !== undefined && typeof value !== 'object' ? ` (got ${JSON.stringify(value)})` : '');

export const MANIFEST_SHAPE_CODES = {
  MANIFEST_LOAD: defineCode('error', 'Manifest does not load', {
    message: (d: { case: 'syntax'; error: string; lineText?: string } | { case: 'compile'; error: string } | { case: 'no-default-export' } | { case: 'threw'; error: string }) =>
      d.case === 'syntax'
        ? `The manifest does not compile: ${d.error}.`
        : d.case === 'compile'
          ? `The manifest could not be compiled: ${d.error}.`
          : d.case === 'no-default-export'
            ? 'The manifest has no default export.'
            : `The manifest threw while loading: ${d.error}.`,
    hint: (d) =>
      d.case === 'syntax'
        ? d.lineText !== undefined ? `Check the line: ${d.lineText.trim()}` : 'Check the manifest syntax.'
        : d.case === 'no-default-export'
          ? 'End it with `export default defineSite({ … })`.'
          : d.case === 'threw'
            ? 'A manifest file runs code at load time; check what it computes.'
            : undefined,
    meaning: 'The manifest (`manifest/site/index.ts` and the files it imports) is TypeScript that `site` compiles with esbuild and runs. This code says it did not get that far: a syntax error, a file that exports nothing, or code that throws while the module loads. No other check runs until the manifest loads.',
    fix: 'Go to the file and line given and fix the syntax (here a missing comma between two entries); your editor underlines the same error. The entry file must export the site as its default export (`export default defineSite(…)`).',
  }).example('manifest/site/alternatives.ts', "  { rival: 'gologin', name: 'GoLogin' }\n  { rival: 'incogniton', name: 'Incogniton' },", { case: 'syntax', error: 'Expected "]" but found "{"', lineText: "  { rival: 'incogniton', name: 'Incogniton' }," }, { file: 'manifest/site/alternatives.ts', line: 9 }),
  SCHEMA_INVALID: defineCode('error', 'Wrong type or format', {
    message: (
      d:
        | { case: 'not-object' }
        | { case: 'languages'; path: string; value: unknown }
        | { case: 'value'; path: string; value: unknown; allowed: readonly string[] }
        | { case: 'discriminator'; path: string; value: unknown; discriminator: string; options: readonly string[] }
        | { case: 'issue'; path: string; problem: string; got?: unknown; expected: string }
        | { case: 'rule'; path: string; rule: string; got?: unknown }
        | { case: 'quoted-number'; path: string; field: string; value: string },
    ) => {
      switch (d.case) {
        case 'not-object':
          return 'The manifest must be an object: `export default defineSite({ … })`.';
        case 'languages':
          return `${d.path} must say which locales: ${JSON.stringify(d.value)} is not a language list.`;
        case 'value':
          return `${d.path} is ${JSON.stringify(d.value)}, which is not allowed here.`;
        case 'discriminator':
          return `${d.path} is ${JSON.stringify(d.value)}, which is not a known ${d.discriminator}.`;
        case 'issue':
          return `${d.path}: ${d.problem}${got(d.got)}.`;
        case 'rule':
          return `${d.path}: ${d.rule}${got(d.got)}.`;
        case 'quoted-number':
          return `${d.path} is the string ${JSON.stringify(d.value)}; it must be a number.`;
      }
    },
    hint: (d) => {
      switch (d.case) {
        case 'not-object':
          return 'See manifest/site/index.ts.';
        case 'languages':
          return `Write 'all', a list of URL codes like ['de', 'fr'], or { except: ['zh', 'tc'] }.`;
        case 'value':
          return validValuesHint('values', String(d.value), d.allowed);
        case 'discriminator':
          return validValuesHint(`${d.discriminator} values`, String(d.value), d.options);
        case 'issue':
          return `Expected ${d.expected}.`;
        case 'rule':
          return `Change ${d.path}: it ${d.rule}.`;
        case 'quoted-number':
          return `Write ${/^\d+$/.test(d.field) ? '' : `${d.field}: `}${d.value.trim()} (a number, without quotes).`;
      }
    },
    meaning: 'A manifest value does not fit its schema: a string where a boolean belongs, a value outside a fixed list (a layout, a redirect status, a guard type), an availability that is not a language list, a number written in quotes (`status: \'302\'`), or text that breaks a rule of its field (a slug with capitals, a URL without https://). The manifest path names the value.',
    fix: 'Write the value the hint asks for. Your editor shows the meaning, the allowed values and the default of every manifest field on hover.',
  }).example('manifest/site/redirects.ts', "    { from: '/Pricing', to: '/pricing', status: 307, note: 'Legacy capitalised path.' },", { case: 'value', path: 'redirects.paths[2].status', value: 307, allowed: ['301', '302'] }, { file: 'manifest/site/redirects.ts', line: 33, path: 'redirects.paths[2].status' }),
  SCHEMA_UNKNOWN_KEY: defineCode('error', 'Unknown field', {
    message: (d: { case: 'section'; key: string; known: readonly string[] } | { case: 'field'; keys: readonly string[]; parent: string; known: readonly string[] }) =>
      d.case === 'section'
        ? `The manifest has an unknown section "${d.key}".`
        : `${d.keys.length === 1 ? 'Unknown field' : 'Unknown fields'} ${quoted(d.keys)} in ${d.parent || 'the manifest'}.`,
    hint: (d) => (d.case === 'section' ? validValuesHint('sections', d.key, d.known) : validValuesHint('fields', d.keys[0] ?? '', d.known)),
    meaning: 'A manifest object has a field its schema does not know. Almost always a typo: the misspelt field would be ignored and its default used instead, so `site check` refuses it rather than guess.',
    fix: 'Rename the field to the one the hint suggests, or remove it. The hint lists every field the object accepts.',
  }).example('manifest/site/solutions.ts', "  { slug: 'discord', languges: ['en', 'de'] },", { case: 'field', keys: ['languges'], parent: 'solutions[15]', known: ['slug', 'languages'] }, { file: 'manifest/site/solutions.ts', line: 18, path: 'solutions[15].languges' }),
  SCHEMA_MISSING: defineCode('error', 'Required field missing', {
    message: (d: { path: string; field: string; expected: string }) => `${d.path} is required but missing.`,
    hint: (d) => `Add "${d.field}" (${d.expected}).`,
    meaning: 'A field without a default is missing from a manifest object, so the entry cannot be built (an alternative without the name its links show, a route without a path).',
    fix: 'Add the field with a value of the type the hint names.',
  }).example('manifest/site/alternatives.ts', "  { rival: 'gologin' },", { path: 'alternatives[0].name', field: 'name', expected: 'a string' }, { file: 'manifest/site/alternatives.ts', line: 8, path: 'alternatives[0].name' }),
};

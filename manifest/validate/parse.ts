import { z } from 'zod';
import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import { LanguageSelector, SiteManifest } from '../schema/index.ts';
import { salvageSection } from './salvage.ts';

type Sections = { -readonly [K in keyof SiteManifest]?: SiteManifest[K] };

/** Result of parsing: every section that parsed, and a diagnostic per shape problem. */
export interface ParsedSections {
  sections: Sections;
  diagnostics: Diagnostic[];
  /** Entries of standalone lists that did not parse, replaced by inert stand-ins in `sections` (`alternatives[8]`). */
  standIns: string[];
}

const SHAPE = SiteManifest.shape;
type SectionKey = keyof typeof SHAPE;

/**
 * Parses the manifest section by section, so that one broken section does not hide the
 * cross-checks of the others. Every zod issue becomes a diagnostic with a manifest path and hint.
 * A list of standalone entries (items, path redirects) whose problems are all inside some entries
 * still parses: those entries become inert stand-ins (`salvage.ts`), so the cross-checks see the
 * other entries (a duplicate slug beside a missing name, an unknown locale beside a bad status).
 */
export function parseSections(input: unknown): ParsedSections {
  const diagnostics: Diagnostic[] = [];
  const sections: Sections = {};
  const standIns: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { sections, diagnostics: [diagnostic('SCHEMA_INVALID', { case: 'not-object' })], standIns };
  }
  const record = input as Record<string, unknown>;
  const known = Object.keys(SHAPE);
  for (const key of Object.keys(record)) {
    if (!(key in SHAPE)) {
      diagnostics.push(diagnostic('SCHEMA_UNKNOWN_KEY', { case: 'section', key, known }, { path: formatPath([key]) }));
    }
  }
  for (const key of known as SectionKey[]) {
    const schema: z.ZodType = SHAPE[key];
    const result = schema.safeParse(record[key]);
    if (result.success) {
      (sections as Record<string, unknown>)[key] = result.data;
      continue;
    }
    diagnostics.push(...result.error.issues.map((issue) => issueToDiagnostic(issue, key, schema, record[key])));
    const salvaged = salvageSection(key, record[key], result.error.issues.map((issue) => issue.path));
    const retried = salvaged ? schema.safeParse(salvaged.input) : undefined;
    if (salvaged && retried?.success) {
      (sections as Record<string, unknown>)[key] = retried.data;
      standIns.push(...salvaged.standIns);
    }
  }
  return { sections, diagnostics, standIns };
}

function issueToDiagnostic(issue: z.core.$ZodIssue, section: string, schema: z.ZodType, input: unknown): Diagnostic {
  const segments = [section, ...issue.path];
  const path = formatPath(segments);
  const value = valueAt(input, issue.path);
  const inner = schemaAt(schema, issue.path, input);
  const field = String(segments.at(-1));

  if (issue.code === 'unrecognized_keys') {
    const knownKeys = objectKeys(inner);
    return diagnostic('SCHEMA_UNKNOWN_KEY', { case: 'field', keys: issue.keys, parent: path, known: knownKeys }, { path: formatPath([...segments, issue.keys[0] ?? '']) });
  }
  if (value === undefined && issue.code === 'invalid_type') {
    return diagnostic('SCHEMA_MISSING', { path, field, expected: describeExpected(issue) }, { path });
  }
  if (isQuotedNumber(value, inner)) {
    return diagnostic('SCHEMA_INVALID', { case: 'quoted-number', path, field, value: value as string }, { path });
  }
  if (inner === LanguageSelector || issue.code === 'invalid_union' && isLanguageField(field)) {
    return diagnostic('SCHEMA_INVALID', { case: 'languages', path, value }, { path });
  }
  if (issue.code === 'invalid_value') {
    return diagnostic('SCHEMA_INVALID', { case: 'value', path, value, allowed: issue.values.map(String) }, { path });
  }
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
    const options = (issue as { options?: unknown[] }).options?.map(String) ?? [];
    return diagnostic('SCHEMA_INVALID', { case: 'discriminator', path, value, discriminator: issue.discriminator, options }, { path });
  }
  const literals = issue.code === 'invalid_union' ? unionLiterals(issue.errors) : undefined;
  if (literals) {
    return diagnostic('SCHEMA_INVALID', { case: 'value', path, value, allowed: literals }, { path });
  }
  const problem = plainMessage(issue);
  // The schema's own messages are rules ("must be an absolute https:// URL"): the hint restates the rule.
  if (problem.startsWith('must ')) return diagnostic('SCHEMA_INVALID', { case: 'rule', path, rule: problem, got: value }, { path });
  return diagnostic('SCHEMA_INVALID', { case: 'issue', path, problem, got: value, expected: describeExpected(issue) }, { path });
}

/**
 * A number written as a string (`status: '302'`) where the schema takes that number: the fix is
 * to drop the quotes, whatever zod said about the string (a wrong type, or no literal matched).
 */
function isQuotedNumber(value: unknown, schema: AnySchema): value is string {
  if (typeof value !== 'string' || !/^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return false;
  return z.safeParse(schema, Number(value)).success;
}

/** The allowed values of a union of literals (`301 | 302`), when every branch failed only on its value. */
function unionLiterals(branches: readonly (readonly z.core.$ZodIssue[])[]): string[] | undefined {
  const values: string[] = [];
  for (const branch of branches) {
    const [only] = branch;
    if (branch.length !== 1 || only?.code !== 'invalid_value' || only.path.length > 0) return undefined;
    values.push(...only.values.map(String));
  }
  return values.length ? values : undefined;
}

function isLanguageField(field: string): boolean {
  return field === 'languages' || field === 'locales';
}

function plainMessage(issue: z.core.$ZodIssue): string {
  return issue.message.replace(/^Invalid input: /, '').replace(/\.$/, '');
}

function describeExpected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'array' ? 'a list [ … ]' : issue.expected === 'object' ? 'an object { … }' : `a ${issue.expected}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' entries' : ''}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' entries' : ''}`;
    default:
      return plainMessage(issue);
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

type AnySchema = z.core.$ZodType;

/** Unwraps defaults, optionals and pipes to the schema that describes the value. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema };
    if (def.innerType && ['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch'].includes(def.type)) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The schema at a path inside `schema`, choosing union options by the value found there. */
function schemaAt(schema: AnySchema, path: readonly PropertyKey[], input: unknown): AnySchema {
  let current = unwrap(schema);
  let value = input;
  for (const key of path) {
    current = pickOption(current, value);
    const def = current._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema; valueType?: AnySchema };
    if (def.type === 'object' && def.shape?.[String(key)]) current = def.shape[String(key)] as AnySchema;
    else if (def.type === 'array' && def.element) current = def.element;
    else if (def.type === 'record' && def.valueType) current = def.valueType;
    else return current;
    current = unwrap(current);
    value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return pickOption(current, value);
}

function pickOption(schema: AnySchema, value: unknown): AnySchema {
  const def = schema._zod.def as { type: string; options?: AnySchema[] };
  if (def.type !== 'union' || !def.options) return schema;
  const objects = def.options.map(unwrap).filter((option) => (option._zod.def as { type: string }).type === 'object');
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  const scored = objects.map((option) => ({ option, score: keys.filter((k) => k in objectShape(option)).length + literalMatches(option, value) }));
  scored.sort((a, b) => b.score - a.score);
  return scored[0]?.option ?? schema;
}

function literalMatches(option: AnySchema, value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let score = 0;
  for (const [key, field] of Object.entries(objectShape(option))) {
    const def = unwrap(field)._zod.def as { type: string; values?: unknown[] };
    if (def.type === 'literal' && def.values?.includes((value as Record<string, unknown>)[key])) score += 10;
  }
  return score;
}

function objectShape(schema: AnySchema): Record<string, AnySchema> {
  return ((schema._zod.def as { shape?: Record<string, AnySchema> }).shape ?? {});
}

function objectKeys(schema: AnySchema): string[] {
  return Object.keys(objectShape(schema));
}

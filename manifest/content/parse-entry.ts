import matter from 'gray-matter';
import type { z } from 'zod';
import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { EntryMeta } from '../plan/types.ts';
import { checkFileName, checkFrontMatterClosed, isRelativePath, rootRelativeForm, stripBom } from './content-file.ts';
import { checkPlaceholders } from './placeholders.ts';
import { CONTENT_SCHEMAS, type ContentCollection, type FrontMatter } from './schemas.ts';
import { unclosedQuoteSyntax, yamlSyntax } from './yaml-error.ts';

/** A parsed content file: front matter, the markdown body and where the body starts. */
export interface ContentEntry extends EntryMeta {
  collection: ContentCollection;
  data: FrontMatter;
  body: string;
  /** 1-based line of the first body line in the file (for markdown diagnostics). */
  bodyLine: number;
}

/**
 * Parses one content file (`content/<collection>/<locale>/<slug>.md`) from its text. Pure: the
 * CLI reads the file. Every front-matter problem is a diagnostic with the file and line; a file
 * name that is not a slug is reported alongside. A leading byte-order mark is dropped.
 */
export function parseEntry(file: string, collection: ContentCollection, locale: string, slug: string, source: string): { entry?: ContentEntry; diagnostics: Diagnostic[] } {
  const named = checkFileName(file, slug);
  const result = parseText(file, collection, locale, slug, stripBom(source));
  return { ...result, diagnostics: [...named, ...result.diagnostics] };
}

function parseText(file: string, collection: ContentCollection, locale: string, slug: string, text: string): { entry?: ContentEntry; diagnostics: Diagnostic[] } {
  const unclosed = checkFrontMatterClosed(file, text);
  if (unclosed.length) return { diagnostics: unclosed };
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, { excerpt: false });
  } catch (error) {
    // At the line of the file at fault, in the terms of the mistake (js-yaml's reason and mark, read against the lines).
    const syntax = yamlSyntax(error, text);
    return { diagnostics: [diagnostic('CONTENT_FRONT_MATTER', syntax, { file, line: syntax.line })] };
  }
  const result = CONTENT_SCHEMAS[collection].safeParse(parsed.data);
  const frontLines = text.startsWith('---') ? text.slice(0, text.length - parsed.content.length).split('\n').length - 1 : 0;
  if (!result.success) {
    // A quote left open that YAML read on into the next fields: that is the mistake, not the fields it swallowed.
    const unclosedQuote = unclosedQuoteSyntax(text);
    if (unclosedQuote) return { diagnostics: [diagnostic('CONTENT_FRONT_MATTER', unclosedQuote, { file, line: unclosedQuote.line })] };
    return {
      diagnostics: result.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        const line = lineOfKey(text, key);
        const relative = relativeCover(parsed.data, issue.path);
        if (relative !== undefined) {
          const at = lineOfNestedKey(text, key, 'src') ?? line;
          return diagnostic('RELATIVE_PATH', { href: relative, where: 'cover', suggestion: rootRelativeForm(relative, []) }, { file, ...(at ? { line: at } : {}) });
        }
        const field = formatPath(issue.path);
        const fields = Object.keys(CONTENT_SCHEMAS[collection].shape);
        const data =
          issue.code === 'unrecognized_keys'
            ? { case: 'unknown-field' as const, keys: issue.keys, collection, fields }
            : issue.code === 'invalid_type' && (parsed.data as Record<string, unknown>)[key] === undefined
              ? { case: 'missing' as const, field, collection, fields }
              : { case: 'invalid' as const, field, problem: plainProblem(issue, valueAt(parsed.data, issue.path)), collection, fields };
        return diagnostic('CONTENT_FRONT_MATTER', data, {
          file,
          ...(issue.code === 'unrecognized_keys' ? { line: lineOfKey(text, issue.keys[0] ?? '') } : line ? { line } : {}),
        });
      }),
    };
  }
  const data = result.data;
  const entry: ContentEntry = {
    collection,
    locale,
    slug,
    file,
    data,
    body: parsed.content,
    bodyLine: frontLines + 1,
    hasBody: parsed.content.trim() !== '',
    title: data.title,
    date: 'date' in data ? data.date : '',
    draft: data.draft,
    translationKey: data.translationKey ?? `${collection}:${slug}`,
    tags: 'tags' in data ? data.tags : [],
    ...('category' in data ? { category: data.category } : {}),
  };
  // Text of the `site new` template left in: found at parse time, so the check reads no file again.
  return { entry, diagnostics: checkPlaceholders(file, text) };
}

/** What a zod issue says, in plain words with the numbers (`allows at most 4 benefits; this has 5`), else zod's message. */
function plainProblem(issue: z.core.$ZodIssue, value: unknown): string {
  const limit = issue.code === 'too_big' ? Number(issue.maximum) : issue.code === 'too_small' ? Number(issue.minimum) : Number.NaN;
  const noun = (count: number) => {
    const key = String(issue.path.at(-1) ?? '');
    const items = key === 'comparison' ? 'comparison rows' : /s$/.test(key) ? key : 'items';
    return count === 1 ? items.replace(/s$/, '') : items;
  };
  if ((issue.code === 'too_big' || issue.code === 'too_small') && Number.isFinite(limit)) {
    if (Array.isArray(value)) {
      return issue.code === 'too_big' ? `allows at most ${limit} ${noun(limit)}; this has ${value.length}` : `needs at least ${limit} ${noun(limit)}; this has ${value.length}`;
    }
    if (typeof value === 'string') {
      if (issue.code === 'too_small' && value.trim() === '') return 'is empty; write the text';
      return issue.code === 'too_big' ? `is at most ${limit} characters long; this is ${value.length}` : `needs at least ${limit} characters; this has ${value.length}`;
    }
  }
  return issue.message.replace(/^Invalid input: /, '');
}

/** The value at a zod issue's path in the parsed front matter. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** The value of `cover.src` when the issue is about it and it is a relative path. */
function relativeCover(data: Record<string, unknown>, path: readonly PropertyKey[]): string | undefined {
  if (path[0] !== 'cover' || path[1] !== 'src') return undefined;
  const src = (data.cover as { src?: unknown } | undefined)?.src;
  return typeof src === 'string' && isRelativePath(src) ? src : undefined;
}

/** 1-based line of `child:` in the indented block under the top-level `parent:` key, if present. */
export function lineOfNestedKey(text: string, parent: string, child: string): number | undefined {
  const start = lineOfKey(text, parent);
  if (!start) return undefined;
  const lines = text.split('\n');
  for (let i = start; i < lines.length && /^\s/.test(lines[i] ?? ''); i++) {
    if (new RegExp(`^\\s+${child}\\s*:`).test(lines[i] ?? '')) return i + 1;
  }
  return undefined;
}

/** 1-based line of a top-level front-matter key, if present. */
export function lineOfKey(text: string, key: string): number | undefined {
  if (!key) return undefined;
  const pattern = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
  const lines = text.split('\n');
  // Only the front matter: from the line after the opening `---` to the closing one. A body line
  // that happens to read `key:` is not the field (and a body edit then moves no front-matter line).
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i] as string); i++) if (pattern.test(lines[i] as string)) return i + 1;
  return undefined;
}

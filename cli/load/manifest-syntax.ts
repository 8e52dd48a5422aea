import { createRequire } from 'node:module';
import { posix } from 'node:path';

/**
 * Where a manifest path is written in the manifest's source: the syntax tree of the `.ts` files
 * (oxc's parser, via rolldown's `parseAst`), walked from `export default defineSite({ … })` through
 * the object and array literals, following identifiers to the `const` they name (in the same file
 * or through an `import`). No text search: a value that repeats is found at its own place.
 */

/** The few ESTree node shapes the walk reads; anything else is opaque. */
interface Node {
  type: string;
  start: number;
  end: number;
}
interface Program extends Node {
  body: Node[];
}

/** A place in a manifest file: the file and the node whose first line is reported. */
export interface SourcePlace {
  file: string;
  node: Node;
}

type ParseAst = (source: string, options: { lang: 'ts' | 'tsx' | 'js' | 'jsx' }, filename?: string) => Program;

// Loaded on first use: a run without manifest diagnostics never loads the parser's native binding.
const requireModule = createRequire(import.meta.url);
let parseAst: ParseAst | undefined;

/** Parsed manifest files, with each line's start offset (UTF-16, as the parser's offsets are). */
export class ManifestSyntax {
  private readonly trees = new Map<string, { program: Program; lineStarts: number[] } | null>();

  constructor(private readonly sources: ReadonlyMap<string, string>) {}

  /** The syntax tree of a file, or `undefined` when it is not a source or does not parse. */
  tree(file: string): Program | undefined {
    return this.parsed(file)?.program;
  }

  /** 1-based line of a node's first character. */
  lineOf(file: string, node: Node): number | undefined {
    const lineStarts = this.parsed(file)?.lineStarts;
    if (!lineStarts) return undefined;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= node.start) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** The repository-relative file an import specifier of `from` names, when it is a manifest source. */
  resolveImport(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const base = posix.join(posix.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => this.sources.has(candidate));
  }

  /** Every source file, in the order the manifest module was compiled. */
  files(): string[] {
    return [...this.sources.keys()];
  }

  private parsed(file: string): { program: Program; lineStarts: number[] } | undefined {
    if (!this.trees.has(file)) this.trees.set(file, parseFile(file, this.sources.get(file)));
    return this.trees.get(file) ?? undefined;
  }
}

function parseFile(file: string, source: string | undefined): { program: Program; lineStarts: number[] } | null {
  if (source === undefined) return null;
  const lang = /\.tsx$/.test(file) ? 'tsx' : /\.jsx$/.test(file) ? 'jsx' : /\.[cm]?js$/.test(file) ? 'js' : 'ts';
  try {
    parseAst ??= (requireModule('rolldown/parseAst') as { parseAst: ParseAst }).parseAst;
    const program = parseAst(source, { lang }, file);
    const lineStarts = [0];
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1);
    return { program, lineStarts };
  } catch {
    // A file that does not parse did not compile either: MANIFEST_LOAD has already said where.
    return null;
  }
}

/** Reads a field of a node, whatever its type. */
export function field(node: Node | null | undefined, key: string): unknown {
  return node ? (node as unknown as Record<string, unknown>)[key] : undefined;
}

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** A node's child node, or `undefined`. */
export function child(node: Node | null | undefined, key: string): Node | undefined {
  const value = field(node, key);
  return isNode(value) ? value : undefined;
}

/** A node's list of child nodes (holes as `null`). */
export function children(node: Node | null | undefined, key: string): (Node | null)[] {
  const value = field(node, key);
  return Array.isArray(value) ? value.map((item) => (isNode(item) ? item : null)) : [];
}

/** The name a property key or an import/export name stands for (`a`, `'a-b'`, `1`), unless computed. */
export function keyName(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier') return field(node, 'name') as string;
  if (node.type === 'Literal') {
    const value = field(node, 'value');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
  return undefined;
}

/** An expression without the wrappers that do not change its value (`as`, `satisfies`, `!`, parentheses). */
export function unwrapExpression(node: Node | undefined): Node | undefined {
  let current = node;
  while (current && ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'ParenthesizedExpression'].includes(current.type)) {
    current = child(current, 'expression');
  }
  return current;
}

export type { Node };

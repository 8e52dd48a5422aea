/**
 * The shape of a catalog entry. Every diagnostic code has a severity, a title, a message and a
 * hint computed from typed data, and an explanation page (`site check --explain CODE`).
 * Modelled on Astro's `errors-data.ts` and `rustc --explain`.
 */

export type Severity = 'error' | 'warning';

/** Where a diagnostic points. */
export interface Location {
  /** Repository-relative file the problem is in. */
  file?: string;
  /** 1-based line in `file`, when known. */
  line?: number;
  /** Manifest path of the offending value, e.g. `alternatives[3].languages[1]`. */
  path?: string;
  /** URL code of the locale it concerns, for problems that repeat per locale. */
  locale?: string;
  /** Site path of the rendered page it concerns, for problems that repeat per page. */
  page?: string;
}

/** The page `site check --explain CODE` prints. Plain sentences; `code` in backticks. */
export interface Explanation<D> {
  /** What the code means: which check reports it and why it matters. */
  meaning: string;
  /**
   * A short realistic case: the input that triggers the code (`input`, as written in `file`) and
   * the data and location of the diagnostic it produces; the page prints what `site check` says.
   */
  example: { file: string; input: string; data: D; at: Location };
  /** What to change. */
  fix: string;
}

/** One code of the catalog; `D` is the data its call sites pass. */
export interface CodeSpec<D> {
  severity: Severity;
  /** A few words, e.g. "Unknown locale". */
  title: string;
  /** One plain sentence: what is wrong. */
  message: (data: D) => string;
  /** What to change, naming the valid values (undefined only where nothing useful can be said). */
  hint: (data: D) => string | undefined;
  explanation: Explanation<D>;
}

/** A catalog entry with its data type erased, for code that treats every code alike. */
export interface CatalogEntry {
  severity: Severity;
  title: string;
  message: (data: never) => string;
  hint: (data: never) => string | undefined;
  explanation: Explanation<unknown>;
}

/** What `defineCode` takes besides the severity and title: the message, the hint and the page's prose. */
export interface CodeText<D> {
  message: (data: D) => string;
  hint: (data: NoInfer<D>) => string | undefined;
  /** The explanation page's "What it means". */
  meaning: string;
  /** The explanation page's "How to fix it". */
  fix: string;
}

/** A code whose explanation still needs its example (`.example(file, input, data, at)`). */
export interface CodeWithoutExample<D> {
  /**
   * The explanation's example: the input that triggers the code (`input`, as written in `file`)
   * and the data and location of the diagnostic it produces. `data` has the code's data type.
   */
  example(file: string, input: string, data: D, at: Location): CodeSpec<D>;
}

/**
 * Declares a code: `defineCode('error', 'Unknown locale', { message, hint, meaning, fix }).example(…)`.
 * The data type is inferred from the annotated parameter of `message`; `hint` and the example's
 * data are checked against it, so a call site passing the wrong data is a type error.
 */
export function defineCode<D>(severity: Severity, title: string, text: CodeText<D>): CodeWithoutExample<D> {
  const { message, hint, meaning, fix } = text;
  return {
    example: (file, input, data, at) => ({ severity, title, message, hint, explanation: { meaning, example: { file, input, data, at }, fix } }),
  };
}

/** `"a", "b"`: values quoted for a message. */
export function quoted(values: readonly string[]): string {
  return values.map((value) => `"${value}"`).join(', ');
}

/** `1 locale`, `2 locales`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

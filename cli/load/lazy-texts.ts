/**
 * Repository-relative path → text, where a text may be left on disk until someone asks for it.
 * `loadContent` trusts an unchanged file by `stat` (the build's input digest) and does not read
 * it; the texts are still needed now and then (a diagnostic's line number, `site new` looking for a
 * manifest section), and then read. A text that cannot be read any more is ''.
 */
export class LazyTexts implements ReadonlyMap<string, string> {
  private readonly texts = new Map<string, string | (() => string)>();

  /** Known texts, and readers for the ones left on disk. */
  constructor(entries: Iterable<readonly [string, string | (() => string)]> = []) {
    for (const [path, text] of entries) this.texts.set(path, text);
  }

  /** Adds every text of `other`; texts it left on disk stay there. */
  merge(other: ReadonlyMap<string, string>): this {
    if (other instanceof LazyTexts) other.texts.forEach((text, path) => this.texts.set(path, text));
    else other.forEach((text, path) => this.texts.set(path, text));
    return this;
  }

  /** How many texts are still on disk (tests). */
  get unread(): number {
    let count = 0;
    for (const text of this.texts.values()) if (typeof text === 'function') count++;
    return count;
  }

  get size(): number {
    return this.texts.size;
  }

  has(path: string): boolean {
    return this.texts.has(path);
  }

  get(path: string): string | undefined {
    const text = this.texts.get(path);
    if (typeof text !== 'function') return text;
    let read: string;
    try {
      read = text();
    } catch {
      read = '';
    }
    this.texts.set(path, read);
    return read;
  }

  keys(): MapIterator<string> {
    return this.texts.keys();
  }

  *entries(): MapIterator<[string, string]> {
    for (const path of this.texts.keys()) yield [path, this.get(path) ?? ''];
  }

  *values(): MapIterator<string> {
    for (const path of this.texts.keys()) yield this.get(path) ?? '';
  }

  forEach(callback: (text: string, path: string, map: ReadonlyMap<string, string>) => void): void {
    for (const [path, text] of this.entries()) callback(text, path, this);
  }

  [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }
}

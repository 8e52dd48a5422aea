/**
 * Identity memos: the result of a pure function of an object that is never changed once made (a
 * plan, a content entry, a messages value), kept while that object lives. `site dev` keeps the
 * plan and every unchanged entry between builds, so the second build of the same plan reuses what
 * the first derived from it (sitemaps, host files, link-check context, hashes of unchanged
 * entries); a one-shot `site build` computes each once, as before. A different object (a new
 * plan after a front-matter or manifest edit) is a miss: nothing is compared by value here.
 */
interface MemoNode {
  next?: WeakMap<object, MemoNode>;
  values?: Map<string, unknown>;
}
const root: MemoNode = {};

/**
 * `compute()` for this object (or these objects, in order) and key, from the memo when it was
 * computed for the same objects and key. An array is a list of objects: to key by an array
 * itself, pass `[array]`.
 */
export function memoOn<T>(objects: object | readonly object[], key: string, compute: () => T): T {
  const values = valuesOf(objects);
  if (values.has(key)) return values.get(key) as T;
  const value = compute();
  values.set(key, value);
  return value;
}

/**
 * Records what `memoOn(objects, key, …)` would compute, when the caller already knows it (a hash
 * kept in a cache beside the input it was computed from), so it is not computed again.
 */
export function remember(objects: object | readonly object[], key: string, value: unknown): void {
  valuesOf(objects).set(key, value);
}

function valuesOf(objects: object | readonly object[]): Map<string, unknown> {
  let node = root;
  for (const object of Array.isArray(objects) ? objects : [objects]) {
    node.next ??= new WeakMap();
    let next = node.next.get(object);
    if (!next) node.next.set(object, (next = {}));
    node = next;
  }
  node.values ??= new Map();
  return node.values;
}

/** `JSON.stringify(value)`, once per object (a manifest or messages value kept between builds). */
export function jsonOf(value: unknown): string {
  // In a list, so that an array value is the key itself and not a list of keys.
  return value !== null && typeof value === 'object' ? memoOn([value], 'json', () => JSON.stringify(value)) : JSON.stringify(value);
}

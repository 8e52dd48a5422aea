import type { PagePart, PageView } from '../../../templates/view.ts';

/** The keys of the markdown bodies a page shows (its entry, its copy, its FAQ answers). */
export function bodyKeys(part: PagePart): string[] {
  const data = part.data;
  if (data.kind === 'entry') return data.entry.body ? [data.entry.body] : [];
  if (data.kind === 'copy') return data.copy.body ? [data.copy.body] : [];
  if (data.kind === 'faq') return data.items.flatMap((item) => (item.body ? [item.body] : []));
  return [];
}

/** The view with each body's HTML in place of its key. */
export function withBodies(view: PageView, htmlOf: (key: string) => string): PageView {
  const fill = <T extends { body?: string; html: string }>(value: T): T => (value.body ? { ...value, html: htmlOf(value.body) } : value);
  const data = view.data;
  if (data.kind === 'entry') return { ...view, data: { ...data, entry: fill(data.entry) } };
  if (data.kind === 'copy') return { ...view, data: { ...data, copy: fill(data.copy) } };
  if (data.kind === 'faq') return { ...view, data: { ...data, items: data.items.map(fill) } };
  return view;
}

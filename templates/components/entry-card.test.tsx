import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n, I18nProvider, type I18nSetup } from '../i18n.tsx';
import { ViewProvider } from '../view-context.tsx';
import type { EntryCard as EntryCardView, PageView } from '../view.ts';
import { EntryList } from './entry-card.tsx';

type Element = DefaultTreeAdapterTypes.Element;
const isElement = (node: DefaultTreeAdapterTypes.Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

const setup: I18nSetup = {
  messages: { jp: { translation: { sourceBadge: '英語' }, categories: { blog: { 'multi-accounting': '複数アカウント運用' } } } },
  tags: { jp: 'ja-JP' },
  fallback: 'jp',
};

/** A card of an English article on a Japanese listing ("More in English"), with its cover. */
const english: EntryCardView = {
  lang: 'en-US',
  title: 'Protecting Crypto Accounts with Isolated Browser Profiles',
  description: 'How isolation of cookies, extensions and fingerprints reduces the damage of phishing.',
  date: '2026-05-01',
  href: '/blog/protecting-crypto-accounts',
  category: { slug: 'multi-accounting', href: '/jp/blog-multi-accounting' },
  tags: [],
  cover: { src: '/assets/blog/crypto-cover.png', width: 720, height: 378, alt: 'A wallet extension open in one profile only' },
};

function render(entries: EntryCardView[]): Element {
  const view = { locale: { code: 'jp', tag: 'ja-JP', name: '日本語', home: '/jp' }, chromeKey: 'k' } as PageView;
  const html = renderToStaticMarkup(
    <I18nProvider value={createI18n('jp', setup)}>
      <ViewProvider value={view}>
        <EntryList entries={entries} collection="blog" />
      </ViewProvider>
    </I18nProvider>,
  );
  return parse(`<!DOCTYPE html><html lang="ja-JP"><body>${html}</body></html>`).childNodes.find(isElement) as Element;
}

/** Every element of the tree with the lang it is in (its own or its nearest ancestor's). */
function* withLang(node: Element, lang: string): Generator<[Element, string]> {
  const own = attr(node, 'lang') ?? lang;
  yield [node, own];
  for (const child of node.childNodes) if (isElement(child)) yield* withLang(child, own);
}
const find = (root: Element, test: (element: Element) => boolean) => [...withLang(root, '')].find(([element]) => test(element));
const textOf = (node: Element): string => node.childNodes.map((child) => ('value' in child ? child.value : isElement(child) ? textOf(child) : '')).join('');

describe('EntryCard of an entry in another language', () => {
  it('marks the cover alt text with the entry\'s language, like its title and description', () => {
    const root = render([english]);
    expect(find(root, (element) => element.tagName === 'img')?.[1]).toBe('en-US');
    expect(find(root, (element) => element.tagName === 'h3')?.[1]).toBe('en-US');
    expect(find(root, (element) => element.tagName === 'p' && textOf(element).startsWith('How isolation'))?.[1]).toBe('en-US');
  });

  it('keeps the page\'s language on what the page\'s locale writes: the date, the category and the badge', () => {
    const root = render([english]);
    expect(find(root, (element) => attr(element, 'class') === 'badge')).toEqual([expect.anything(), 'ja-JP']);
    expect(find(root, (element) => element.tagName === 'time')?.[1]).toBe('ja-JP');
    expect(find(root, (element) => element.tagName === 'a' && attr(element, 'href') === '/jp/blog-multi-accounting')?.[1]).toBe('ja-JP');
  });

  it('adds no lang to a card in the page\'s own language', () => {
    const { lang: _, ...own } = english;
    const root = render([own]);
    expect([...withLang(root, 'ja-JP')].filter(([element]) => attr(element, 'lang') !== undefined && element.tagName !== 'html')).toEqual([]);
  });
});

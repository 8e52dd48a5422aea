// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { installLinkPrefetcher, prefetchTarget } from './link-prefetcher.ts';

let uninstall: (() => void) | null = null;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.head.innerHTML = '';
  document.body.innerHTML = Array.from({ length: 8 }, (_, i) => `<a id="l${i}" href="/page-${i}">${i}</a>`).join('');
});
afterEach(() => {
  uninstall?.();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.reset();
});

const prefetchLinks = (): HTMLLinkElement[] => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
const hover = (id: string): void => void document.getElementById(id)?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));

describe('prefetchTarget', () => {
  it('accepts other same-origin pages only', () => {
    const make = (html: string): Element => {
      const div = document.createElement('div');
      div.innerHTML = html;
      return div.firstElementChild as Element;
    };
    const page = 'http://127.0.0.1:3000/pricing?x=1';
    expect(prefetchTarget(make('<a href="/blog#top">'), page)).toBe('http://127.0.0.1:3000/blog');
    expect(prefetchTarget(make('<a href="/pricing?x=1#faq">'), page)).toBeNull();
    expect(prefetchTarget(make('<a href="https://other.io/">'), page)).toBeNull();
    expect(prefetchTarget(make('<a href="/x" data-no-prefetch>'), page)).toBeNull();
    expect(prefetchTarget(make('<a href="/x" rel="nofollow">'), page)).toBeNull();
    expect(prefetchTarget(make('<a href="/file.zip" download>'), page)).toBeNull();
    expect(prefetchTarget(make('<a href="javascript:void(0)">'), page)).toBeNull();
  });
});

describe('installLinkPrefetcher', () => {
  it('prefetches hovered links with at most 5 pending', () => {
    const prefetcher = installLinkPrefetcher(document, { concurrency: 5, allowed: () => true });
    uninstall = prefetcher;
    for (let i = 0; i < 8; i += 1) hover(`l${i}`);
    expect(prefetchLinks()).toHaveLength(5);
    expect(prefetcher.pending()).toBe(5);
    prefetchLinks()[0]?.onload?.(new Event('load'));
    expect(prefetchLinks()).toHaveLength(6);
    expect(prefetcher.pending()).toBe(5);
  });
  it('prefetches each URL once', () => {
    uninstall = installLinkPrefetcher(document, { concurrency: 5, allowed: () => true });
    hover('l1');
    hover('l1');
    expect(prefetchLinks().map((link) => link.getAttribute('href'))).toEqual(['http://127.0.0.1:3000/page-1']);
  });
  it('prefetches links when they become visible, hovered ones first', () => {
    uninstall = installLinkPrefetcher(document, { concurrency: 1, allowed: () => true });
    FakeIntersectionObserver.reveal(document.getElementById('l0') as Element);
    FakeIntersectionObserver.reveal(document.getElementById('l1') as Element);
    hover('l2');
    expect(prefetchLinks().map((link) => link.getAttribute('href'))).toEqual(['http://127.0.0.1:3000/page-0']);
    prefetchLinks()[0]?.onerror?.(new Event('error'));
    expect(prefetchLinks()[1]?.getAttribute('href')).toBe('http://127.0.0.1:3000/page-2');
  });
  it('prefetches nothing when not allowed (2g, Save-Data, outdated build)', () => {
    uninstall = installLinkPrefetcher(document, { concurrency: 5, allowed: () => false });
    hover('l1');
    expect(prefetchLinks()).toHaveLength(0);
  });
});

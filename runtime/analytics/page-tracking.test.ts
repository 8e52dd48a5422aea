// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import type { Cancel } from '../shared/timers.ts';
import type { AnalyticsEventInput } from './events.ts';
import { clickEvent, installPageTracking, MAX_CLICK_CONTENT_LENGTH, pageViewEvent } from './page-tracking.ts';

let uninstall: Cancel = () => undefined;
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

describe('page tracking', () => {
  it('builds the view event fields', () => {
    document.title = 'Home';
    const event = pageViewEvent(document, 123.6);
    expect(event).toMatchObject({ kind: 'view', type: 'page', fields: { title: 'Home', type: 'page', url: location.href, load_duration: 124, load_result: 'success' } });
  });
  it('tracks clicks inside [data-track]', () => {
    document.body.innerHTML = '<a href="/pricing" class="btn" data-track="nav-pricing"><span id="inner">  Pricing  plans </span></a>';
    const tracked: AnalyticsEventInput[] = [];
    uninstall = installPageTracking(document, (event) => tracked.push(event));
    document.getElementById('inner')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({
      kind: 'click',
      type: 'nav-pricing',
      fields: { content: 'Pricing plans', key: 'nav-pricing', type: 'a', class: 'btn', target_url: '/pricing' },
    });
  });
  it('ignores clicks elsewhere', () => {
    document.body.innerHTML = '<button id="b">x</button>';
    const tracked: AnalyticsEventInput[] = [];
    uninstall = installPageTracking(document, (event) => tracked.push(event));
    document.getElementById('b')?.click();
    expect(tracked).toHaveLength(0);
  });
  it('truncates long content', () => {
    document.body.innerHTML = `<button data-track="k">${'x'.repeat(300)}</button>`;
    const element = document.querySelector('[data-track]') as Element;
    expect(String(clickEvent(element).fields?.content)).toHaveLength(MAX_CLICK_CONTENT_LENGTH);
  });
});

describe('expose tracking', () => {
  it('reports an element the first time it is visible', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<section data-track-expose="pricing-table">x</section>';
    const tracked: AnalyticsEventInput[] = [];
    uninstall = installPageTracking(document, (event) => tracked.push(event));
    const section = document.querySelector('section') as Element;
    FakeIntersectionObserver.reveal(section);
    FakeIntersectionObserver.reveal(section);
    expect(tracked).toEqual([{ kind: 'expose', type: 'pricing-table', fields: { name: 'pricing-table', url: location.href, title: document.title } }]);
    vi.unstubAllGlobals();
    FakeIntersectionObserver.reset();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cancel } from '../shared/timers.ts';
import { installOutdatedNavigation, linkNavigationTarget, OUTDATED_REFRESH_TIMEOUT_MS } from './outdated-navigation.ts';

let uninstall: Cancel = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <a id="internal" href="/pricing">p</a>
    <a id="external" href="https://other.io/">o</a>
    <a id="blank" href="/x" target="_blank">b</a>
    <a id="download" href="/file.zip" download>d</a>
    <a id="hash" href="#top">h</a>
    <a id="malformed" href="http://[">m</a>`;
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

function click(id: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
}

describe('linkNavigationTarget', () => {
  it('accepts plain same-origin link clicks only', () => {
    const target = (id: string, init: MouseEventInit = {}): string | null => {
      let result: string | null = 'unset';
      document.addEventListener('click', (e) => (result = linkNavigationTarget(e, location.href)), { once: true });
      click(id, init);
      return result;
    };
    expect(target('internal')).toBe(new URL('/pricing', location.href).href);
    expect(target('external')).toBeNull();
    expect(target('blank')).toBeNull();
    expect(target('download')).toBeNull();
    expect(target('hash')).toBeNull();
    expect(target('internal', { ctrlKey: true })).toBeNull();
    expect(target('internal', { button: 1 })).toBeNull();
    expect(target('malformed'), 'an href that does not parse is not a navigation, and does not throw').toBeNull();
  });
});

describe('installOutdatedNavigation', () => {
  it('does nothing while the build is current', () => {
    const navigate = vi.fn();
    uninstall = installOutdatedNavigation(document, { isOutdated: () => false, navigate, refresh: vi.fn() });
    expect(click('internal').defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
  it('turns the next same-origin navigation into a full load with a refreshed cache', async () => {
    const navigate = vi.fn();
    const refresh = vi.fn(async () => undefined);
    uninstall = installOutdatedNavigation(document, { isOutdated: () => true, navigate, refresh });
    expect(click('internal').defaultPrevented).toBe(true);
    const url = new URL('/pricing', location.href).href;
    expect(refresh).toHaveBeenCalledWith(url);
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(url);
    await vi.advanceTimersByTimeAsync(OUTDATED_REFRESH_TIMEOUT_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
  it('navigates anyway when the refresh hangs', async () => {
    const navigate = vi.fn();
    uninstall = installOutdatedNavigation(document, { isOutdated: () => true, navigate, refresh: () => new Promise(() => undefined) });
    click('internal');
    await vi.advanceTimersByTimeAsync(OUTDATED_REFRESH_TIMEOUT_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
  it('leaves external links alone', () => {
    const navigate = vi.fn();
    uninstall = installOutdatedNavigation(document, { isOutdated: () => true, navigate, refresh: vi.fn() });
    expect(click('external').defaultPrevented).toBe(false);
  });
});

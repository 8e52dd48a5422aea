// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../example-config.ts';
import type { Cancel } from '../shared/timers.ts';
import { installLocaleSwitch, LOCALE_SWITCH_ATTRIBUTE, writeLocaleCookie } from './locale-switch.ts';

let uninstall: Cancel = () => undefined;
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  document.body.innerHTML = '';
});

function cookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

describe('writeLocaleCookie', () => {
  it('writes the code for 365 days, path /, SameSite=Lax', () => {
    const writes = cookieWrites();
    expect(writeLocaleCookie(exampleRuntimeConfig(), 'de')).toBe(true);
    expect(writes[0]).toMatch(/^i18n_redirected=de; Max-Age=31536000; Expires=[^;]+; Path=\/; SameSite=Lax$/);
  });
  it('refuses codes outside the supported list', () => {
    const writes = cookieWrites();
    expect(writeLocaleCookie(exampleRuntimeConfig(), 'it')).toBe(false);
    expect(writes).toEqual([]);
  });
});

describe('installLocaleSwitch', () => {
  it('stores the chosen locale when a switcher link is clicked', () => {
    document.body.innerHTML = `<a href="/de" ${LOCALE_SWITCH_ATTRIBUTE}="de"><span id="label">Deutsch</span></a>`;
    uninstall = installLocaleSwitch(document, exampleRuntimeConfig());
    document.getElementById('label')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.cookie).toContain('i18n_redirected=de');
  });
});

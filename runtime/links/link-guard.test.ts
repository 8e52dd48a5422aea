// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Cancel } from '../shared/timers.ts';
import { installLinkGuard, isRefusedHref } from './link-guard.ts';

let uninstall: Cancel = () => undefined;
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

describe('isRefusedHref', () => {
  it('refuses javascript:, data:, blob: and vbscript:', () => {
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:x', 'java\nscript:x', 'data:text/html,x', 'blob:http://a/1', 'vbscript:x']) {
      expect(isRefusedHref(href)).toBe(true);
    }
  });
  it('allows http(s), relative, hash, mailto and tel links', () => {
    for (const href of ['https://a.com', 'http://a.com', '/x', 'x', '#top', 'mailto:a@b.c', 'tel:+1', '', null]) {
      expect(isRefusedHref(href)).toBe(false);
    }
  });
});

describe('installLinkGuard', () => {
  it('cancels clicks on refused links only', () => {
    document.body.innerHTML = '<a id="bad" href="javascript:alert(1)"><b id="inner">x</b></a><a id="good" href="/ok">ok</a>';
    uninstall = installLinkGuard(document);
    const bad = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('inner')?.dispatchEvent(bad);
    expect(bad.defaultPrevented).toBe(true);
    const good = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('good')?.dispatchEvent(good);
    expect(good.defaultPrevented).toBe(false);
  });
});

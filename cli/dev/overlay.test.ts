import { describe, expect, it } from 'vitest';
import { injectDevClient, DEV_CLIENT_TAG } from './dev-client.ts';
import { escapeHtml, overlayHtml } from './overlay.ts';

describe('overlayHtml', () => {
  it('shows each error with its code, file and line, message and hint', () => {
    const html = overlayHtml([
      { severity: 'error', code: 'CONTENT_FRONT_MATTER', message: 'The front matter is not valid YAML.', file: 'content/blog/en/a.md', line: 3, hint: 'Quote values that contain a colon.' },
      { severity: 'warning', code: 'DUPLICATE_TITLE', message: 'A warning is not shown.' },
    ]);
    expect(html).toContain('the build has 1 error;');
    expect(html).toContain('CONTENT_FRONT_MATTER');
    expect(html).toContain('content/blog/en/a.md:3');
    expect(html).toContain('hint: Quote values that contain a colon.');
    expect(html).not.toContain('A warning is not shown');
  });

  it('escapes everything that comes from the project', () => {
    const html = overlayHtml([{ severity: 'error', code: 'CONTENT_FRONT_MATTER', message: 'Bad title <script>alert("x")</script> & more', file: 'content/<b>.md', hint: "it's <img src=x onerror=alert(1)>" }]);
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('content/&lt;b&gt;.md');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('injectDevClient', () => {
  it('adds the dev client before </head>, once', () => {
    const html = injectDevClient('<html><head><title>x</title></head><body></body></html>');
    expect(html).toBe(`<html><head><title>x</title>${DEV_CLIENT_TAG}</head><body></body></html>`);
    expect(injectDevClient('<p>no head</p>')).toBe(`<p>no head</p>${DEV_CLIENT_TAG}`);
  });
});

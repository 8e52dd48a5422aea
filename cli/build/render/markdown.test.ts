import { describe, expect, it } from 'vitest';
import { type ImageAsset, renderMarkdown } from './markdown.ts';

const images = new Map<string, ImageAsset>([
  ['/assets/blog/a.svg', { url: '/assets/blog/a-0123456789.svg', width: 640, height: 360 }],
  [
    '/assets/blog/shot.png',
    {
      url: '/assets/blog/shot-0123456789.png',
      width: 720,
      height: 450,
      sources: [
        { type: 'image/avif', candidates: [{ url: '/assets/blog/shot@1x-aaaaaaaaaa.avif', density: 1 }, { url: '/assets/blog/shot@2x-bbbbbbbbbb.avif', density: 2 }] },
        { type: 'image/webp', candidates: [{ url: '/assets/blog/shot@1x-cccccccccc.webp', density: 1 }, { url: '/assets/blog/shot@2x-dddddddddd.webp', density: 2 }] },
      ],
    },
  ],
]);
const render = (body: string, prefix = '/de') => renderMarkdown(body, { prefix, images });

describe('markdown', () => {
  it('removes raw HTML', () => {
    const { html } = render('Hello <script>alert(1)</script><b onclick="x()">bold</b>\n\n<div>block</div>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b');
    expect(html).not.toContain('<div');
    expect(html).not.toContain('onclick');
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox', 'blob:https://x.example/1', ' JavaScript:alert(1)'])('removes %s links and images and reports them', (url) => {
    const result = render(`[x](${url.trim()}) ![y](${url.trim()})`);
    expect(result.html).not.toMatch(/href="|src="/);
    expect(result.removed.map((link) => link.href)).toEqual([url.trim(), url.trim()]);
  });

  it('removes and reports an unsafe reference definition, on the line it is written', () => {
    const result = render('See [the guide][g].\n\n[g]: javascript:alert(1)');
    expect(result.html).toBe('<p>See <a>the guide</a>.</p>');
    expect(result.removed).toEqual([{ href: 'javascript:alert(1)', line: 3 }]);
  });

  it('gives headings ids and anchor links', () => {
    const { html, headings } = render('## First steps\n\n### With *emphasis*');
    expect(html).toContain('<h2 id="first-steps">First steps<a class="anchor" href="#first-steps" aria-hidden="true" tabindex="-1">#</a></h2>');
    expect(headings).toEqual([
      { depth: 2, id: 'first-steps', text: 'First steps' },
      { depth: 3, id: 'with-emphasis', text: 'With emphasis' },
    ]);
  });

  it('lets the keyboard reach a code block (it may scroll sideways): <pre tabindex="0">', () => {
    const { html } = render('Run:\n\n```sh\nsite build --target static\n```\n\nInline `code` stays as it is.');
    expect(html).toContain('<pre tabindex="0"><code class="language-sh">site build --target static\n</code></pre>');
    expect(html).toContain('<code>code</code>');
  });

  it('puts a raster image in a <picture>: one <source> per encoded format offering the 1x and 2x files by width for the article column, then the lazy <img> fallback with its CSS size', () => {
    const { html } = render('Intro.\n\n![The profile list](/assets/blog/shot.png)');
    expect(html).toContain(
      '<p><picture><source type="image/avif" srcset="/assets/blog/shot@1x-aaaaaaaaaa.avif 720w, /assets/blog/shot@2x-bbbbbbbbbb.avif 1440w" sizes="(max-width: 48rem) calc(100vw - 2rem), 720px">' +
        '<source type="image/webp" srcset="/assets/blog/shot@1x-cccccccccc.webp 720w, /assets/blog/shot@2x-dddddddddd.webp 1440w" sizes="(max-width: 48rem) calc(100vw - 2rem), 720px">' +
        '<img src="/assets/blog/shot-0123456789.png" alt="The profile list" width="720" height="450" loading="lazy" decoding="async"></picture></p>',
    );
  });

  it('gives images their hashed URL, width and height', () => {
    const { html, missingImages } = render('![Chart](/assets/blog/a.svg)\n\n![Gone](/assets/blog/none.svg)');
    expect(html).toContain('<img src="/assets/blog/a-0123456789.svg" alt="Chart" width="640" height="360" loading="lazy" decoding="async">');
    expect(missingImages).toEqual([{ href: '/assets/blog/none.svg', line: 3 }]);
  });

  it('localises internal links and records them with their line, and absolute links as written (regression: a broken link to the own domain was blamed on templates/registry.ts)', () => {
    const { html, links } = render('Intro\n\nSee [pricing](/pricing) and [home](/) and [docs](https://docs.polyprofile.example/docs/faq).\n\n[Preise](https://www.polyprofile.example/de/preise)');
    expect(html).toContain('<a href="/de/pricing">pricing</a>');
    expect(html).toContain('<a href="/de">home</a>');
    expect(html).toContain('rel="noopener"');
    expect(links).toEqual([
      { href: '/de/pricing', line: 3 },
      { href: '/de', line: 3 },
      { href: 'https://docs.polyprofile.example/docs/faq', line: 3 },
      { href: 'https://www.polyprofile.example/de/preise', line: 5 },
    ]);
    expect(render('[p](/pricing)', '').links).toEqual([{ href: '/pricing', line: 1 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { loadShipped, ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { bundleWorker } from './bundle-worker.ts';
import { printHost } from './index.ts';
import { contentSecurityPolicy, declaredOrigins, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('allow the page module script and DOM-inserted speculation rules, never inline scripts', async () => {
    const { plan } = await loadShipped();
    const csp = contentSecurityPolicy(plan, 'main');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", "'inline-speculation-rules'", 'https://accounts.polyprofile.example', 'https://chat.polyprofile.example']));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allow a site's statistics origin only on that site, and every API host everywhere", async () => {
    const { plan } = await loadShipped();
    expect(declaredOrigins(plan, 'zh').scripts).toContain('https://stats.polyprofile-cn.example');
    expect(declaredOrigins(plan, 'main').scripts).not.toContain('https://stats.polyprofile-cn.example');
    for (const site of ['main', 'zh', 'ru']) expect(declaredOrigins(plan, site).connect).toEqual(expect.arrayContaining(['https://api.polyprofile.example', 'https://api.polyprofile-cn.example', 'https://collect.polyprofile.example']));
  });

  it('are the same on every target that can send headers', async () => {
    const { plan } = await loadShipped();
    const workerCode = (await bundleWorker(ROOT)).code;
    for (const site of ['main', 'zh', 'ru']) {
      const headers = securityHeaders(plan, site);
      const text = (target: 'nginx' | 'netlify' | 'cloudflare') => printHost(target, plan, site, { workerCode }).files.map((file) => file.contents).join('\n');
      for (const [name, value] of headers) {
        expect(text('nginx')).toContain(`add_header ${name} "${value}" always;`);
        expect(text('netlify')).toContain(`  ${name}: ${value}\n`);
        expect(text('cloudflare')).toContain(`  ${name}: ${value}\n`);
      }
    }
  });
});

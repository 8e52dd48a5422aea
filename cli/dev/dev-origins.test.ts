import { describe, expect, it } from 'vitest';
import { resolve } from '../../manifest/plan/resolve.ts';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { securityHeaders } from '../hosts/security-headers.ts';
import { devOriginsFor, withDevOrigins } from './dev-origins.ts';

const DEV = devOriginsFor(['main', 'zh', 'ru'], 4321);

describe('withDevOrigins', () => {
  it('gives each site the next port', () => {
    expect(DEV).toEqual({ main: 'http://127.0.0.1:4321', zh: 'http://127.0.0.1:4322', ru: 'http://127.0.0.1:4323' });
  });

  it('moves every site, locale, page and hreflang URL to its dev origin', async () => {
    const { plan } = await loadShipped();
    const dev = withDevOrigins(plan, DEV);
    expect(dev.sites.map((site) => site.origin)).toEqual(['http://127.0.0.1:4321', 'http://127.0.0.1:4322', 'http://127.0.0.1:4323']);
    expect(dev.locales.find((locale) => locale.code === 'de')?.origin).toBe('http://127.0.0.1:4321');
    const pricing = dev.pages.find((page) => page.site === 'zh' && page.path === '/pricing');
    expect(pricing?.url).toBe('http://127.0.0.1:4322/pricing');
    expect(pricing?.alternates.map((alternate) => alternate.url)).toContain('http://127.0.0.1:4321/de/pricing');
    const text = JSON.stringify(dev);
    for (const site of plan.sites) expect(text, site.origin).not.toContain(site.origin);
  });

  it('sends cross-site redirects to the dev origin of the other site, keeping the path and query', async () => {
    const { plan } = await loadShipped();
    const dev = withDevOrigins(plan, DEV);
    expect(resolve(plan, 'main', '/zh/pricing?a=1')).toMatchObject({ status: 301, location: 'https://www.polyprofile-cn.example/pricing?a=1' });
    expect(resolve(dev, 'main', '/zh/pricing?a=1')).toMatchObject({ status: 301, location: 'http://127.0.0.1:4322/pricing?a=1' });
    expect(resolve(dev, 'main', '/ru/x')).toMatchObject({ location: 'http://127.0.0.1:4323/x' });
  });

  it('leaves other origins alone, including ones that share a prefix', async () => {
    const { plan } = await loadShipped();
    const dev = withDevOrigins(plan, DEV);
    const text = JSON.stringify(dev);
    expect(text).toContain('https://app.polyprofile.example');
    expect(text).toContain('https://blog.polyprofile-ru.example');
    const tricky = withDevOrigins({ ...plan, useCaseSections: { x: ['https://www.polyprofile.example.evil/', 'https://www.polyprofile.example#top', 'https://www.polyprofile.exampleX'] } }, DEV);
    expect(tricky.useCaseSections.x).toEqual(['https://www.polyprofile.example.evil/', 'http://127.0.0.1:4321#top', 'https://www.polyprofile.exampleX']);
  });

  it('does not change the plan it was given', async () => {
    const { plan } = await loadShipped();
    const before = JSON.stringify(plan);
    withDevOrigins(plan, DEV);
    expect(JSON.stringify(plan)).toBe(before);
    expect(securityHeaders(withDevOrigins(plan, DEV), 'main')).toEqual(securityHeaders(plan, 'main'));
  });
});

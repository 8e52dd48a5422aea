import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { findNginx } from '../serve/nginx-engine.ts';
import { printHost } from './index.ts';
import { NGINX_CONF } from './nginx.ts';

async function confs() {
  const { plan } = await loadShipped();
  return Object.fromEntries(plan.sites.map((site) => [site.id, printHost('nginx', plan, site.id).files.find((file) => file.path === NGINX_CONF)?.contents ?? '']));
}

describe('nginx printer', () => {
  it('never uses a map string key for a rule path: they match ignoring case', async () => {
    const { main = '' } = await confs();
    const mapBodies = [...main.matchAll(/^map [^\n]*\{\n([\s\S]*?)^\}/gm)].map((match) => match[1] ?? '');
    const keys = mapBodies.flatMap((body) => body.split('\n').map((line) => line.trim().split(/\s+/)[0] ?? '')).filter((key) => key && key !== 'default' && key !== '""');
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !key.startsWith('"~'))).toEqual([]);
    expect(main).toContain('location = /Pricing {');
    expect(main).toContain('location = /blog/facebook-agency-ad-account:why-you-need-it:facts-and-benefits {');
  });

  it('builds splat Locations from the still-encoded path, never from decoded $uri', async () => {
    const { main = '' } = await confs();
    const splat = /location ~ "\^\/zh\/" \{\n {8}if \(\$site_main_norm ~ "\^\/zh\/\(\?<site_main_s>\.\*\)\$"\) \{\n {12}return 301 https:\/\/www\.polyprofile-cn\.example\/\$site_main_s\$is_args\$args;/;
    expect(main).toMatch(splat);
    expect(main).toContain('rewrite ^ $site_main_raw;');
    expect(main).not.toMatch(/return 30[12] [^;]*\$uri(?!\/\?)/);
  });

  it('serves 404 and 502 with the error pages, and hashed assets as immutable', async () => {
    const { main = '' } = await confs();
    expect(main).toContain('error_page 404 @site_main_404;');
    expect(main).toContain('"~^/de(?:/|$)" "/de/error/404.html";');
    expect(main).toContain('try_files /error/502.html =502;');
    expect(main).toContain('"~^/assets/" "public, max-age=31536000, immutable";');
    expect(main).toContain('add_header Cache-Control $site_main_cache always;');
  });

  it.skipIf(!findNginx())('is accepted by `nginx -t` with all three sites included in one http {}', async () => {
    const sites = await confs();
    const dir = await mkdtemp(join(tmpdir(), 'site-nginx-t-'));
    try {
      await mkdir(join(dir, 'tmp'));
      const includes = Object.entries(sites).map(([id, text], index) => {
        const file = join(dir, `${id}.conf`);
        return { file, text: text.replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${18080 + index};`).replace(/^ {4}root [^;]+;$/m, `    root ${dir};`) };
      });
      for (const include of includes) await writeFile(include.file, include.text);
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path tmp;`).join(' ');
      await writeFile(join(dir, 'nginx.conf'), `pid nginx.pid;\nevents {}\nhttp {\n  ${temp}\n${includes.map((include) => `  include ${include.file};`).join('\n')}\n}\n`);
      const output = execFileSync(findNginx() ?? 'nginx', ['-t', '-p', dir, '-c', 'nginx.conf', '-e', 'error.log'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(output).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

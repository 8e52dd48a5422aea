/** Deploy-ready nginx (issue 13.6): root, listen and server_name come from build options and the manifest, never from hand edits. */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site as runSite } from '../../test/manifest/fixtures/cli.ts';
import { describeWithEngine } from '../../test/support/describe-with-engine.ts';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { findNginx } from '../serve/nginx-engine.ts';
import { printHost } from './index.ts';
import { NGINX_CONF } from './nginx.ts';
import { nginxListenProblem, nginxRootProblem } from './nginx-deploy.ts';
import type { NginxDeploy } from './types.ts';

async function confs(nginx?: NginxDeploy): Promise<Record<string, string>> {
  const { plan } = await loadShipped();
  return Object.fromEntries(plan.sites.map((site) => [site.id, printHost('nginx', plan, site.id, nginx ? { nginx } : {}).files.find((file) => file.path === NGINX_CONF)?.contents ?? '']));
}

describe('nginx deployment lines', () => {
  it('default to port 80, /var/www/<site> and the host of the manifest origin', async () => {
    const { main = '', zh = '' } = await confs();
    expect(main).toMatch(/^ {4}listen 80;\n {4}server_name www\.polyprofile\.example;\n {4}root \/var\/www\/main;$/m);
    expect(zh).toContain('    server_name www.polyprofile-cn.example;\n    root /var/www/zh;');
  });

  it('take the root ({site} filled in) and every listen line from the options', async () => {
    const { main = '', ru = '' } = await confs({ root: '/srv/sites/{site}/current', listen: ['8080', '443 ssl'] });
    expect(main).toContain('    listen 8080;\n    listen 443 ssl;\n    server_name www.polyprofile.example;\n    root /srv/sites/main/current;\n');
    expect(ru).toContain('    root /srv/sites/ru/current;\n');
    expect(main).not.toContain('/var/www');
    expect(main).not.toMatch(/^ {4}listen 80;$/m);
  });

  it.each(['relative/path', '/srv/www;evil', '/srv/"x"', '/srv/{id}', '/srv/www dir', '/srv/$host'])('refuses the root %j', (root) => {
    expect(nginxRootProblem(root)).toMatch(/absolute path|placeholder/);
  });

  it.each(['80; include /etc/passwd', 'eighty', '', '80 ssl;'])('refuses the listen value %j', (listen) => {
    expect(nginxListenProblem(listen)).toContain('Expected a port');
  });

  it.each(['80', '127.0.0.1:8080', '[::]:80', '443 ssl', '443 ssl http2', '8443 default_server reuseport', 'unix:/run/site.sock'])('accepts the listen value %j', (listen) => {
    expect(nginxListenProblem(listen)).toBeUndefined();
  });

  it('site build exits 2 with a usage message on a root nginx would misread', async () => {
    const result = await runSite(['build', '--target', 'nginx', '--nginx-root', '/srv/www;evil']);
    expect(result.code).toBe(2);
    expect(result.err).toContain("option '--nginx-root <dir>' argument '/srv/www;evil' is invalid");
    const listen = await runSite(['build', '--target', 'nginx', '--nginx-listen', '80; x']);
    expect(listen.code).toBe(2);
    expect(listen.err).toContain("option '--nginx-listen <listen>' argument '80; x' is invalid");
  });
});

describeWithEngine('nginx', 'nginx deployment lines on the real nginx', () => {
  it('with a custom root and listen, all three sites pass the real `nginx -t` unchanged', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-nginx-deploy-'));
    try {
      const sites = await confs({ root: `${dir}/www/{site}`, listen: ['127.0.0.1:18291', '127.0.0.1:18292'] });
      expect(sites.main).toContain(`    root ${dir}/www/main;`);
      await mkdir(join(dir, 'tmp'));
      for (const [id, text] of Object.entries(sites)) {
        await mkdir(join(dir, 'www', id, '_nginx'), { recursive: true });
        await writeFile(join(dir, 'www', id, NGINX_CONF), text);
      }
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path tmp;`).join(' ');
      const includes = Object.keys(sites).map((id) => `  include ${join(dir, 'www', id, NGINX_CONF)};`);
      await writeFile(join(dir, 'nginx.conf'), `pid nginx.pid;\nevents {}\nhttp {\n  ${temp}\n${includes.join('\n')}\n}\n`);
      const run = () => execFileSync(findNginx() ?? 'nginx', ['-t', '-p', dir, '-c', 'nginx.conf', '-e', 'error.log'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(run()).toBe('');
      // The test can fail: a broken listen line is refused by nginx itself.
      await writeFile(join(dir, 'www', 'zh', NGINX_CONF), (sites.zh ?? '').replace('listen 127.0.0.1:18291;', 'listen 127.0.0.1:18291 no_such_param;'));
      expect(run).toThrow(/invalid parameter "no_such_param"/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

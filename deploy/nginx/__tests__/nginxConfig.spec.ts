import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig, releaseNginxConfig } from '../nginxConfig.js';

let dir = '';
let redirectsFrom = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nginx-config-'));
  redirectsFrom = path.join(dir, 'redirects.json');
  await writeFile(redirectsFrom, '[]');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const config = (options: Partial<Parameters<typeof nginxConfig>[0]> = {}) =>
  nginxConfig({ port: 443, shellDir: dir, mounts: {}, redirectsFrom, ...options });
const tls = { certificate: '/etc/ssl/site.crt', key: '/etc/ssl/site.key', httpListen: 80 };

describe('the production configuration', () => {
  it('without a certificate, speaks plain http and never sends HSTS', () => {
    const plain = config({ port: 80 });
    expect(plain).toContain('listen 80;');
    expect(plain).not.toMatch(/ssl|Strict-Transport-Security/);
  });

  it('with one, speaks HTTPS with HSTS on every answer, and sends http over', () => {
    const secure = config({ tls: { ...tls, acmeRoot: '/var/www/acme' } });
    const [site = '', plain = ''] = secure.split(/\n(?=server \{)/).slice(1);
    expect(site).toContain('listen 443 ssl http2;');
    expect(site).toContain('ssl_certificate "/etc/ssl/site.crt";');
    expect(site).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    // nginx drops inherited add_header lines in a block with its own: every block names HSTS.
    const blocks = site.split(/\n\s*location /).slice(1);
    const withHeaders = blocks.filter((block) => block.includes('add_header X-Frame-Options'));
    expect(withHeaders.length).toBeGreaterThan(5);
    for (const block of withHeaders) {
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    }
    expect(plain).toContain('listen 80;');
    expect(plain).toContain('return 301 https://$host$request_uri;');
    expect(plain).toContain('location ^~ /.well-known/acme-challenge/ {');
    expect(plain).toContain('root /var/www/acme;');
  });

  it('names the port in the move to HTTPS when it is not 443', () => {
    expect(config({ port: '127.0.0.1:8443', tls })).toContain(
      'return 301 https://$host:8443$request_uri;',
    );
  });

  it('asks browsers for policy reports only at an address it is given', () => {
    expect(config()).not.toContain('report-uri');
    expect(config({ reportTo: 'https://reports.example.az/csp' })).toContain(
      '; report-uri https://reports.example.az/csp',
    );
  });
});

describe('the content editor on its own host name', () => {
  it('moves /admin/ off the site’s host into a server of its own', () => {
    const [site = '', admin = ''] = config({ port: 80, adminHost: 'admin.example.az' })
      .split(/\n(?=server \{)/)
      .slice(1);
    expect(site).not.toContain('/admin/');
    expect(admin).toContain('server_name admin.example.az;');
    expect(admin).toContain('location ^~ /admin/ {');
    expect(admin).toContain('return 301 /admin/;');
  });

  it('is on the site’s host only where asked for, as on a laptop or a preview', () => {
    expect(config({ port: 80 })).toContain('location ^~ /admin/ {');
    expect(config({ port: 80, editorOnSite: false })).not.toContain('/admin/');
  });

  it('serves it beside a release target too, on its own name only', () => {
    const [target = '', admin = ''] = releaseNginxConfig({
      port: 80,
      root: dir,
      origin: 'https://www.example.az',
      adminHost: 'admin.example.az',
      editorDir: '/srv/editor',
    })
      .split(/\n(?=server \{)/)
      .slice(1);
    expect(target).not.toContain('/admin/');
    expect(admin).toContain('server_name admin.example.az;');
    expect(admin).toContain('alias /srv/editor/;');
  });

  it('is refused while the editor’s backend could not sign anyone in, naming the fields', async () => {
    const backend = path.join(dir, 'backend.json');
    await writeFile(backend, JSON.stringify({ name: 'github', repo: 'example-company/website' }));
    const run = spawnSync(
      process.execPath,
      [
        path.join(import.meta.dirname, '../writeConfig.js'),
        '--admin-host',
        'admin.example.az',
        '--editor-backend',
        backend,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'cms/backend.json repo: "example-company/website" is a placeholder',
    );
    expect(run.stderr).toContain('cms/backend.json base_url:');
  });
});

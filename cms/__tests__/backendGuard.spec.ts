import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFolders } from '@site/tooling/content/contentFiles';
import { insideContent, startBackendGuard } from '../backendGuard.js';

const origin = 'http://localhost:4173';
/** What reached decap-server (here a stand-in that records each request). */
const passed: { host?: string; body: string }[] = [];
let upstream: http.Server;
let guard: http.Server;
let port = 0;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      passed.push({ host: req.headers.host, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  guard = await startBackendGuard({
    port: 0,
    upstreamPort: (upstream.address() as AddressInfo).port,
    origins: [origin],
    folders: contentFolders,
  });
  port = (guard.address() as AddressInfo).port;
});
afterAll(() => {
  guard.close();
  upstream.close();
});

/** A request to the guard as a browser or a script would send it. */
function send(body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1',
        headers: { 'Content-Type': 'application/json', origin, ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
}

const persist = (path: string) => ({
  action: 'persistEntry',
  params: {
    entry: { path, raw: '{}' },
    assets: [],
    options: { commitMessage: 'x' },
  },
});

describe("the guard in front of the editor's local backend", () => {
  it('passes what the editor does with the content, and says who it passed it to', async () => {
    const before = passed.length;
    for (const body of [
      { action: 'info' },
      persist('services-mfe/content/pages/metal-construction/en/words.json'),
      {
        action: 'persistMedia',
        params: {
          asset: { path: 'shared/content/photos/hall.jpg', content: 'AA==', encoding: 'base64' },
          options: { commitMessage: 'x' },
        },
      },
      {
        action: 'entriesByFolder',
        params: { folder: 'shared/content/termbase', extension: 'json', depth: 1 },
      },
      {
        action: 'deleteFiles',
        params: { paths: ['products-mfe/content/photos/a.jpg'], options: {} },
      },
    ]) {
      expect((await send(body)).status, JSON.stringify(body)).toBe(200);
    }
    expect(passed.length - before).toBe(5);
    expect(passed.at(-1)!.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('refuses files outside the content folders, and decap-server never hears of it', async () => {
    const before = passed.length;
    for (const path of [
      '.git/hooks/pre-commit',
      'shell/src/app/bootstrap.tsx',
      'package.json',
      'shared/content/../../tooling/prerender/prerender.js',
      '/etc/passwd',
      'shared\\content\\company.json',
      'shared/contentx/company.json',
    ]) {
      const answer = await send(persist(path));
      expect(answer.status, path).toBe(403);
      expect(answer.text, path).toContain('outside the content folders');
    }
    // A good file beside a bad one, and a read of a secret, are refused whole.
    const mixed = await send({
      action: 'deleteFiles',
      params: { paths: ['shared/content/company.json', '.env'], options: {} },
    });
    expect(mixed.status).toBe(403);
    expect((await send({ action: 'getEntry', params: { path: '.env' } })).status).toBe(403);
    expect(passed.length).toBe(before);
  });

  it('refuses another host name, another origin, unknown actions and what is not JSON', async () => {
    const before = passed.length;
    // A name of the attacker's that resolves to 127.0.0.1 (DNS rebinding).
    expect((await send({ action: 'info' }, { host: 'evil.example:8081' })).status).toBe(403);
    // Another page open in the same browser.
    const foreign = await send({ action: 'info' }, { origin: 'http://localhost:3000' });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain("is not the editor's");
    expect((await send({ action: 'publishUnpublishedEntry', params: {} })).status).toBe(403);
    expect((await send('{ not json')).status).toBe(403);
    expect(passed.length).toBe(before);
  });
});

describe('a path inside the content folders', () => {
  it('is relative, without "..", below one of them', () => {
    expect(insideContent('shared/content/company.json', contentFolders)).toBe(true);
    expect(insideContent('showcase-mfe/content', contentFolders)).toBe(true);
    expect(insideContent('showcase-mfe/content/../src/x.ts', contentFolders)).toBe(false);
    expect(insideContent('', contentFolders)).toBe(false);
    expect(insideContent(42, contentFolders)).toBe(false);
    expect(insideContent('shared/content/a\0b', contentFolders)).toBe(false);
  });
});

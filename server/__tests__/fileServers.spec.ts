import { readdirSync, readlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileServer } from '../fileServers.js';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-server-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets/big.bin'), Buffer.alloc(4 * 1024 * 1024, 7));
  await writeFile(path.join(dir, 'assets/app.js'), 'console.log(1);\n');
  const serve = fileServer(dir);
  server = http.createServer((req, res) => serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The files below the test's folder this process holds open. */
const openFiles = () =>
  readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(dir) ? [target] : [];
    } catch {
      return [];
    }
  });

/** Waits until `check` holds, polling; a hang is caught by the test's own limit. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('the file server', () => {
  it('answers a file added after it started, and a rewritten one with its new bytes', async () => {
    await writeFile(path.join(dir, 'assets/late.js'), 'late();\n');
    const late = await fetch(`${origin}/assets/late.js`);
    expect(late.status).toBe(200);
    expect(late.headers.get('content-type')).toBe('text/javascript');
    expect(await late.text()).toBe('late();\n');

    await writeFile(path.join(dir, 'assets/late.js'), 'rewritten(true);\n');
    const rewritten = await fetch(`${origin}/assets/late.js`);
    expect(rewritten.headers.get('content-length')).toBe(String('rewritten(true);\n'.length));
    expect(await rewritten.text()).toBe('rewritten(true);\n');
  });

  it('answers 404 for a file deleted while it runs, and keeps answering', async () => {
    await writeFile(path.join(dir, 'assets/gone.js'), 'gone();\n');
    expect((await fetch(`${origin}/assets/gone.js`)).status).toBe(200);
    await rm(path.join(dir, 'assets/gone.js'));
    expect((await fetch(`${origin}/assets/gone.js`)).status).toBe(404);
    expect((await fetch(`${origin}/assets/app.js`)).status).toBe(200);
  });

  it('answers a range it cannot meet with 416, and one it can with 206', async () => {
    const backwards = await fetch(`${origin}/assets/big.bin`, {
      headers: { Range: 'bytes=500-100' },
    });
    expect(backwards.status).toBe(416);
    expect(backwards.headers.get('content-range')).toBe(`bytes */${4 * 1024 * 1024}`);
    const part = await fetch(`${origin}/assets/big.bin`, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('closes the file of every download the client gives up on', async () => {
    const aborted = Array.from(
      { length: 300 },
      () =>
        new Promise<void>((resolve) => {
          const request = http.get(`${origin}/assets/big.bin`, (response) => {
            response.once('data', () => {
              request.destroy();
              resolve();
            });
          });
          request.on('error', () => resolve());
        }),
    );
    await Promise.all(aborted);
    await until(() => openFiles().length === 0);
    expect(openFiles()).toEqual([]);
    expect((await fetch(`${origin}/assets/app.js`)).status).toBe(200);
  });
});

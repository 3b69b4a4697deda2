import { readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultShellDir } from '@site/server/siteServer';
import { startNginx } from '@site/deploy/nginx/startNginx';
import { expect, test } from '../support/fixtures';
import { hostileRequests } from '../support/hostileRequests';
import { rawRequest, type RawAnswer } from '../support/rawRequest';

// The corpus of requests an attacker, a broken client or a crawler sends (support/
// hostileRequests.ts), each sent byte for byte to the Node server and to nginx: never a 500,
// never a file from outside the build, and the same status, security headers, cache rule and
// redirect from both.
let nginx: { port: number; stop: () => Promise<unknown> } | undefined;

test.beforeAll(async () => {
  nginx = await startNginx({ dir: await mkdtemp(path.join(tmpdir(), 'hostile-nginx-')) });
});
test.afterAll(async () => {
  await nginx?.stop();
});

/** One of the shell's scripts, for the requests that name `{asset}`. */
const asset = `assets/${readdirSync(path.join(defaultShellDir, 'assets')).find((file) => file.endsWith('.js'))}`;

/** Headers both servers must agree on, whatever the request. */
const compared = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cache-control',
  'location',
  'content-range',
];

/** What a file outside the build would show: the workspace's package file, a git config. */
const outside = ['"packageManager"', '[core]'];

/**
 * A header's value. On a 416 nginx sends its `add_header` lines twice (its range filter runs the
 * header filters again for the new status): the same value twice means what it means once.
 */
const valueOf = (answer: RawAnswer, header: string) => {
  const value = answer.headers[header];
  if (answer.status !== 416 || value === undefined) return value;
  return [...new Set(value.split(', '))].join(', ');
};

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? '').port);

for (const request of hostileRequests) {
  test(`${request.name}: a true answer, the same from Node and nginx`, async ({ baseURL }) => {
    const line = request.line.replace('{asset}', asset);
    const head = [
      line,
      'Host: 127.0.0.1',
      'Connection: close',
      ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    const answers: Record<'node' | 'nginx', RawAnswer> = {
      node: await rawRequest(portOf(baseURL), head),
      nginx: await rawRequest(nginx!.port, head),
    };
    for (const [server, answer] of Object.entries(answers)) {
      expect(answer.status, `${server}: ${line}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${server}: ${line}`).toBeLessThan(500);
      const body = answer.body.toString('latin1');
      for (const secret of outside) expect(body, `${server}: ${line}`).not.toContain(secret);
    }
    expect(answers.nginx.status, line).toBe(answers.node.status);
    for (const header of compared) {
      expect(valueOf(answers.nginx, header), `${header} of ${line}`).toBe(
        valueOf(answers.node, header),
      );
    }
  });
}

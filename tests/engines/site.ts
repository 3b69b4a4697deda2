import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '@site/server/siteServer';

/** Where the probe is served; the only path this server answers itself. */
export const probePath = '/__engines/probe.js';

/**
 * A cookie a journey sets in its own browser to make one remote stop answering for that browser
 * only (`engines-remote-down=products`): its files' connections are closed unanswered, as when
 * a team's server is down. Two journeys running at once never see each other's failure.
 */
export const remoteDownCookie = 'engines-remote-down';

const probe = readFileSync(new URL('./probe.js', import.meta.url));
const probeTag = `<script src="${probePath}"></script>`;

/** The remote a request is for, by the first segment under /mfe/ (`/mfe/products/...`). */
const remoteOf = (url: string) => /^\/mfe\/([^/]+)\//.exec(url)?.[1];

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * The composed site exactly as `pnpm serve` answers it (status codes, redirects, headers,
 * precompressed files), seen through a thin layer that adds the probe as the first script of
 * every HTML page. Pages are asked for uncompressed so the tag can be added; every other file
 * passes through byte for byte.
 */
export async function startEngineSite(port: number): Promise<() => Promise<void>> {
  const site = createSiteServer();
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const sitePort = (site.address() as AddressInfo).port;

  const front = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === probePath) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      res.end(probe);
      return;
    }
    const down = cookieValue(req.headers.cookie, remoteDownCookie);
    if (down && remoteOf(url) === down) {
      req.socket.destroy();
      return;
    }
    const page = req.headers.accept?.includes('text/html') ?? false;
    const headers = { ...req.headers, ...(page ? { 'accept-encoding': 'identity' } : {}) };
    const upstream = http.request(
      { host: '127.0.0.1', port: sitePort, path: url, method: req.method, headers },
      (answer) => {
        const html = answer.headers['content-type']?.startsWith('text/html') ?? false;
        // A page fetched by a script (not a navigation) comes compressed, as sent: no probe.
        if (!html || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head[^>]*>/, (head) => head + probeTag),
          );
          // The page changed: its length is new and its validator no longer names it.
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(req.method === 'HEAD' ? undefined : body);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', resolve);
  });
  return async () => {
    front.closeAllConnections();
    site.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => front.close(resolve)),
      new Promise((resolve) => site.close(resolve)),
    ]);
  };
}

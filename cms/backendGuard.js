// @ts-check
// The fence in front of decap-server on a laptop (`pnpm cms`): decap-server writes whatever file
// of the working tree a request names and answers any page of any local origin, so a web page
// the editor's user happens to open (or a DNS name rebound to 127.0.0.1) could rewrite
// `.git/hooks` or a build script that `pnpm cms` then runs. The guard listens where the editor
// looks for its backend and passes a request on only when it comes to this machine by its own
// name, from the editor's page, and names files inside the content folders.
import http from 'node:http';
import path from 'node:path';

/** The request bodies the editor sends (a photo is base64 in JSON): at most this many bytes. */
const maxBody = 64 * 1024 * 1024;

/** The names decap-server's actions give files and folders (`path`, `paths`, `folder`, …). */
const pathKeys = new Set(['path', 'newPath', 'paths', 'folder', 'mediaFolder']);

/** What decap-server does in `fs` mode, with Decap's simple publishing: nothing else passes. */
const knownActions = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
]);

/**
 * Every file or folder a request's parameters name, wherever they sit.
 * @param {unknown} value
 * @returns {unknown[]}
 */
function namedPaths(value) {
  if (Array.isArray(value)) return value.flatMap(namedPaths);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    pathKeys.has(key) ? [inner].flat() : namedPaths(inner),
  );
}

/**
 * Whether a path from the editor is inside one of the content folders (relative, no `..`).
 * @param {unknown} named
 * @param {readonly string[]} folders
 */
export function insideContent(named, folders) {
  if (typeof named !== 'string' || named === '' || /[\\\0]/.test(named)) return false;
  const normal = path.posix.normalize(named);
  if (path.posix.isAbsolute(normal) || normal.split('/').includes('..')) return false;
  return folders.some((folder) => normal === folder || normal.startsWith(`${folder}/`));
}

/**
 * Why a request to the backend is refused, or undefined when it may pass.
 * @param {{ host?: string; origin?: string; body: unknown }} request
 * @param {{ port: number; origins: readonly string[]; folders: readonly string[] }} rules
 */
export function refusal({ host, origin, body }, { port, origins, folders }) {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (!host || !hosts.includes(host.toLowerCase()))
    return `Host ${host ?? '(none)'} is not this machine`;
  if (origin !== undefined && !origins.includes(origin))
    return `Origin ${origin} is not the editor's`;
  if (body === undefined) return undefined;
  const { action, params } = /** @type {{ action?: unknown; params?: unknown }} */ (body ?? {});
  if (typeof action !== 'string' || !knownActions.has(action)) {
    return `action ${JSON.stringify(action)} is not one the editor uses`;
  }
  const outside = namedPaths(params).filter((named) => !insideContent(named, folders));
  if (outside.length > 0)
    return `${outside.map((named) => JSON.stringify(named)).join(', ')} is outside the content folders`;
  return undefined;
}

/**
 * Listens on `port` (loopback only; 0 for any free one) and passes allowed requests to decap-server on
 * `upstreamPort`; a refused one gets 403 with the reason, and decap-server never sees it.
 * @param {{
 *   port: number;
 *   upstreamPort: number;
 *   origins: readonly string[];
 *   folders: readonly string[];
 * }} options
 * @returns {Promise<http.Server>}
 */
export async function startBackendGuard({ port, upstreamPort, origins, folders }) {
  const server = http.createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBody) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body;
      try {
        body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        return refuse(res, 'the request is not JSON');
      }
      const reason = refusal(
        { host: req.headers.host, origin: req.headers.origin, body },
        {
          port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
          origins,
          folders,
        },
      );
      if (reason)
        return refuse(
          res,
          reason,
          origins.find((allowed) => allowed === req.headers.origin),
        );
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `127.0.0.1:${upstreamPort}` },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('decap-server did not answer');
      });
      upstream.end(raw);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return server;
}

/**
 * A 403 with its reason, readable by the editor's page when it came from there.
 * @param {http.ServerResponse} res @param {string} reason @param {string} [origin]
 */
function refuse(res, reason, origin) {
  res.writeHead(403, {
    'Content-Type': 'application/json',
    ...(origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
  });
  res.end(JSON.stringify({ error: `Refused by the content editor's guard: ${reason}.` }));
}

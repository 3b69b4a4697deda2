// @ts-check
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';

const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** Where each app's build is served in the composed site (remotes.json points here). */
export const defaultMounts = {
  '/mfe/services/': path.join(workspace, 'services-mfe/dist'),
  '/mfe/products/': path.join(workspace, 'products-mfe/dist'),
  '/mfe/showcase/': path.join(workspace, 'showcase-mfe/dist'),
};

export const defaultShellDir = path.join(workspace, 'shell/dist');

/** Files that name other files: a browser must ask again each time. Everything in assets/ is hashed. */
const revalidated =
  /(?:\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|sitemap\.xml|robots\.txt)$/;

/**
 * The headers every answer carries, and the ones production hosting must send too (README).
 * The site runs no inline script or style; the map frame and the chat host are the only
 * outside origins it names.
 */
export const securityHeaders = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

/** @param {import('node:http').ServerResponse} res @param {string} pathname */
function setCacheHeaders(res, pathname) {
  if (revalidated.test(pathname) || pathname.endsWith('/')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (pathname.includes('/assets/')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

/**
 * @param {{ shellDir?: string; mounts?: Record<string, string>; prerendered?: boolean }} [options]
 *   `prerendered: false` answers every page with the bare index.html, as before prerendering
 *   (the benchmark compares the two).
 * @returns {import('node:http').Server}
 */
export function createSiteServer({
  shellDir = defaultShellDir,
  mounts = defaultMounts,
  prerendered = true,
} = {}) {
  /** @type {import('sirv').Options} */
  const common = {
    etag: true,
    dotfiles: false,
    setHeaders: (res, pathname) => setCacheHeaders(res, pathname),
  };
  const remotes = Object.entries(mounts).flatMap(([prefix, dir]) => {
    if (!existsSync(dir)) {
      console.warn(`Not serving ${prefix}: ${dir} does not exist (build that app first).`);
      return [];
    }
    return [{ prefix, serve: sirv(dir, common) }];
  });
  const shell = sirv(shellDir, { ...common, single: true });

  const compress = compression();

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // gzip for text (HTML, JS, CSS, JSON, SVG), as any production host or CDN does.
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => void handle(req, res));
  });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://site');
    // Read on every request, so re-pointing a remote is editing one file, with no restart.
    if (url.pathname === '/remotes.json') {
      try {
        const body = await readFile(path.join(shellDir, 'remotes.json'));
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(body);
      } catch {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('remotes.json not found');
      }
      return;
    }
    const remote = remotes.find(({ prefix }) => url.pathname.startsWith(prefix));
    if (remote) {
      req.url = (req.url ?? '/').slice(remote.prefix.length - 1);
      remote.serve(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      });
      return;
    }
    if (!prerendered && !path.extname(url.pathname)) req.url = '/index.html';
    shell(req, res);
  }
}

// @ts-check
// The answers every part of the site server sends: plain text, redirects, prerendered pages.
import http from 'node:http';
import Negotiator from 'negotiator';
import { allowedMethods, cacheRules, languageVary } from './headers.js';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {{ body: Buffer; br?: Buffer; gzip?: Buffer; etag: string; mtimeMs: number }} CachedPage */

/**
 * A short text answer (`404 Not Found` by default), revalidated unless the answer has its own
 * cache rule already.
 * @param {Response} res
 * @param {number} status
 */
export function sendText(res, status, text = '') {
  const body = text || `${status} ${http.STATUS_CODES[status]}`;
  res.setHeader('Content-Type', 'text/plain');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', cacheRules.revalidate);
  res.writeHead(status);
  res.end(body);
}

/**
 * What the server does with a request Node's parser refuses (a method it does not know, a
 * malformed line or header): a plain 400 with the site's headers, as nginx answers it, instead
 * of Node's bare one. Use as the server's `clientError` listener.
 * @param {() => Record<string, string>} siteHeaders the headers every answer carries
 * @returns {(error: Error & { code?: string }, socket: import('node:stream').Duplex) => void}
 */
export const refusedRequest = (siteHeaders) => (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = '400 Bad Request';
  const headers = {
    ...siteHeaders(),
    'Content-Type': 'text/plain',
    'Content-Length': String(body.length),
    'Cache-Control': cacheRules.revalidate,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 400 Bad Request\r\n${head.join('\r\n')}\r\n\r\n${body}`);
};

/**
 * A missing file: plain, as nginx answers it, with no file's cache rule or `Vary` left over.
 * @param {Response} res
 */
export function fileNotFound(res) {
  res.removeHeader('Vary');
  res.removeHeader('Cache-Control');
  sendText(res, 404, 'Not found');
}

/**
 * An address with every byte outside printable ASCII percent-encoded (UTF-8, upper-case hex).
 * @param {string} address
 */
const headerSafe = (address) =>
  address.replace(/[^\x21-\x7e]/gu, (character) =>
    [...Buffer.from(character)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );

/**
 * A redirect; one chosen by the visitor's language is never shared between visitors.
 * @param {Response} res
 * @param {301 | 302} status
 * @param {string} location
 * @param {boolean} byLanguage
 */
export function redirect(res, status, location, byLanguage) {
  // The path comes decoded (`/ru/ф`): a header carries it percent-encoded, as nginx sends it.
  res.setHeader('Location', headerSafe(location));
  res.setHeader('Cache-Control', byLanguage ? cacheRules.personal : cacheRules.revalidate);
  if (byLanguage) res.setHeader('Vary', languageVary);
  res.setHeader('Content-Type', 'text/html');
  res.writeHead(status);
  const href = headerSafe(location)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
  res.end(`<a href="${href}">${status} ${http.STATUS_CODES[status]}</a>\n`);
}

/**
 * An HTML page in the best encoding the browser accepts (Brotli when it takes both, as the file server and
 * nginx choose), answered 304 when the browser has it.
 * @param {Request} req
 * @param {Response} res
 * @param {CachedPage} page
 */
export function sendPage(req, res, page, status = 200) {
  const negotiator = /** @type {{ encoding(available: string[], options: object): string }} */ (
    /** @type {unknown} */ (new Negotiator(req))
  );
  const encoding = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  const body = (encoding === 'br' && page.br) || (encoding === 'gzip' && page.gzip) || page.body;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheRules.revalidate);
  res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  res.setHeader('ETag', page.etag);
  if (body !== page.body && encoding) res.setHeader('Content-Encoding', encoding);
  if (status === 200 && req.headers['if-none-match'] === page.etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The path and query of a request target as nginx reads them: an origin-form target
 * (`/en?x`) as written, an absolute-form one (`http://host/en`) by its path; anything else
 * (`*`, `//host:port/`) has no path of this site. Undefined when there is none.
 * @param {string} target
 * @returns {{ path: string; search: string } | undefined}
 */
function pathOfTarget(target) {
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return { path: url.pathname, search: url.search };
    } catch {
      return undefined;
    }
  }
  if (!target.startsWith('/')) return undefined;
  const query = target.indexOf('?');
  return query === -1
    ? { path: target, search: '' }
    : { path: target.slice(0, query), search: target.slice(query) };
}

/**
 * A decoded path with its dot segments resolved and runs of slashes merged, as nginx does;
 * undefined when a `..` climbs above the root (nginx answers 400).
 * @param {string} decoded
 */
function normalPath(decoded) {
  /** @type {string[]} */
  const kept = [];
  const segments = decoded.split('/');
  for (const [index, segment] of segments.entries()) {
    if (segment === '..') {
      if (kept.length === 0) return undefined;
      kept.pop();
    } else if (segment !== '.' && (segment !== '' || index === segments.length - 1)) {
      kept.push(segment);
    }
  }
  const last = segments.at(-1);
  const trailing = last === '.' || last === '..' ? '/' : '';
  return `/${kept.join('/')}${trailing}`.replace(/\/{2,}/g, '/');
}

/**
 * The address's decoded path and its query, or nothing when the request is already answered:
 * 405 for a method the site does not answer, 400 for a malformed address.
 * @param {Request} req @param {Response} res
 * @returns {{ pathname: string; search: string } | undefined}
 */
export function checkedAddress(req, res) {
  if (!allowedMethods.includes(req.method ?? '')) {
    res.setHeader('Allow', allowedMethods.join(', '));
    sendText(res, 405);
    return undefined;
  }
  const target = pathOfTarget(req.url ?? '/');
  let decoded;
  try {
    decoded = target && decodeURIComponent(target.path);
  } catch {
    decoded = undefined;
  }
  const pathname =
    decoded === undefined || decoded.includes('\0') ? undefined : normalPath(decoded);
  if (!target || pathname === undefined) {
    sendText(res, 400, '400 Bad Request');
    return undefined;
  }
  return { pathname, search: target.search };
}

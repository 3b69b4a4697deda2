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
 * A missing file: plain, as nginx answers it, with no file's cache rule or `Vary` left over.
 * @param {Response} res
 */
export function fileNotFound(res) {
  res.removeHeader('Vary');
  res.removeHeader('Cache-Control');
  sendText(res, 404, 'Not found');
}

/**
 * A redirect; one chosen by the visitor's language is never shared between visitors.
 * @param {Response} res
 * @param {301 | 302} status
 * @param {string} location
 * @param {boolean} byLanguage
 */
export function redirect(res, status, location, byLanguage) {
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', byLanguage ? cacheRules.personal : cacheRules.revalidate);
  if (byLanguage) res.setHeader('Vary', languageVary);
  res.setHeader('Content-Type', 'text/html');
  res.writeHead(status);
  const href = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
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
  const url = new URL(req.url ?? '/', 'http://site');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    sendText(res, 400, '400 Bad Request');
    return undefined;
  }
  if (pathname.includes('\0') || pathname.split('/').includes('..')) {
    sendText(res, 400);
    return undefined;
  }
  return { pathname, search: url.search };
}

// @ts-check
// The parts of the site's `server { }` block, in the order nginx reads them.
import http from 'node:http';
import path from 'node:path';
import { allowedMethods, cacheRules, fileTypes } from '@site/server/headers';
import { editorPrefix } from '@site/server/siteLayout';
import { defaultLanguage } from '@site/shared/i18n/siteLanguages';
import { errorAndPageLocations, withoutLanguageLocation } from './pageAnswers.js';
import { lines, quote } from './syntax.js';

/** @typedef {import('./answerHeaders.js').AnswerHeaders} AnswerHeaders */

const revalidate = quote(cacheRules.revalidate);

/**
 * The site over HTTPS: the certificate and key on the host (a CA's or Let's Encrypt's, renewed
 * by the operator), and the port of the plain-http server that sends visitors over.
 * @typedef {{ certificate: string; key: string; httpListen: number | string; acmeRoot?: string }} Tls
 */

/**
 * Where and how the server answers: its address, its files' types, precompressed files.
 * @param {{ port: number | string; serverName: string; shellDir: string; tls?: Tls }} options
 */
export const serverBasics = ({
  port,
  serverName,
  shellDir,
  tls,
}) => `    listen ${port}${tls ? ' ssl http2' : ''};
    server_name ${serverName};${
      tls
        ? `
${lines(tlsLines(tls), 4)}`
        : ''
    }
    root ${path.resolve(shellDir)};
    server_tokens off;
    absolute_redirect off;
    charset utf-8;
    charset_types text/html;
    types {
${lines(
  Object.entries(fileTypes).map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
  8,
)}
    }
    default_type application/octet-stream;
${lines(['gzip off;', 'gzip_static on;', 'brotli_static on;', 'gzip_vary on;'], 4)}
    # Files are never compressed on the fly: the build writes .br and .gz beside them.
    etag on;
    # One byte range per request, as the Node server serves (several are answered whole).
    max_ranges 1;`;

/** A method name in a regular expression (`M-SEARCH`). */
const escapedMethod = (/** @type {string} */ method) => method.replace(/[^A-Z]/g, '\\$&');

/**
 * Plain answers: a missing file, a method the site does not answer, a malformed address.
 * @param {AnswerHeaders} headers
 */
export const plainAnswers = (headers) => `    error_page 404 = @plain404;
    # A method Node's parser does not know is a malformed request (400), one it knows but the
    # site does not answer is 405: the Node server answers both so.
    if ($request_method !~ ^(${http.METHODS.map(escapedMethod).join('|')})$) {
        return 400;
    }
    if ($request_method !~ ^(${allowedMethods.join('|')})$) {
        return 405;
    }
    error_page 405 @method;
    location @method {
${lines(headers.answer(revalidate, [`add_header Allow ${quote(allowedMethods.join(', '))} always;`]), 8)}
        types { }
        default_type text/plain;
        return 405 "405 Method Not Allowed";
    }
    location @plain404 {
${lines(headers.answer(revalidate), 8)}
        types { }
        default_type text/plain;
        return 404 "Not found";
    }
    error_page 400 /bad-request;
    location = /bad-request {
        internal;
${lines(headers.answer(revalidate), 8)}
        types { }
        default_type text/plain;
        return 400 "400 Bad Request";
    }`;

/**
 * remotes.json, read fresh on every request, and each remote's files below its prefix.
 * @param {AnswerHeaders} headers
 * @param {Record<string, string>} mounts URL prefix -> folder
 */
export const remoteLocations = (headers, mounts) => `
    # Read fresh on every request: re-pointing a remote is editing this one file.
    location = /remotes.json {
        open_file_cache off;
        gzip_static off;
        brotli_static off;
${lines(headers.answer(revalidate), 8)}
    }
${Object.entries(mounts)
  .map(
    ([prefix, dir]) => `
    location ^~ ${prefix} {
        alias ${path.resolve(dir)}/;
${lines(headers.file('$site_cache'), 8)}
        location ~ (^|/)\\.|\\.map$ {
            return 404;
        }
        try_files $uri =404;
    }`,
  )
  .join('\n')}`;

/**
 * The content editor (staff): its own policy, never indexed, always revalidated.
 * @param {AnswerHeaders} headers
 * @param {string} editorDir
 */
export const editorLocations = (headers, editorDir) => `
    # The content editor (staff): its own policy, never indexed, always revalidated.
    location = ${editorPrefix.replace(/\/$/, '')} {
${lines(headers.answer(revalidate), 8)}
        return 301 ${editorPrefix};
    }
    location ^~ ${editorPrefix} {
        alias ${path.resolve(editorDir)}/;
${lines(headers.editor(revalidate), 8)}
        location ~ (^|/)\\.|\\.map$ {
            return 404;
        }
        index index.html;
        try_files $uri $uri/ =404;
    }`;

/**
 * The not-found pages (only as answers), hidden files, the pages by language, the root's
 * language redirect, files at the root, and addresses without a language.
 * @param {AnswerHeaders} headers
 * @param {string} shellDir
 */
export const pageLocations = (headers, shellDir) => `${errorAndPageLocations(headers, {
  errors: `${path.resolve(shellDir)}/errors/`,
  pageFiles: ['$uri/index.html'],
})}

    # Files at the root (icons, sitemap, the shell's assets): a missing one is a plain 404.
    location ~ \\.[a-zA-Z0-9_]+$ {
${lines(headers.file('$site_cache'), 8)}
        try_files $uri =404;
    }
    # A page without a language.
    location / {
        try_files $uri @without_language;
    }${withoutLanguageLocation(headers, `-f $document_root/${defaultLanguage}$uri/index.html`)}`;

/**
 * TLS as Mozilla's "intermediate" profile has it: TLS 1.2 and 1.3, the server's session cache,
 * no session tickets (they would outlive a key change); HTTP/2 is on its `listen` (Debian's
 * nginx 1.22 has no `http2` directive).
 * @param {Tls} tls
 */
const tlsLines = ({ certificate, key }) => [
  `ssl_certificate ${quote(path.resolve(certificate))};`,
  `ssl_certificate_key ${quote(path.resolve(key))};`,
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_cache shared:site_tls:10m;',
  'ssl_session_timeout 1d;',
  'ssl_session_tickets off;',
];

/** The port of a `listen` value (`443`, `127.0.0.1:8443`, `[::]:443`). */
const portOf = (/** @type {number | string} */ listen) => String(listen).split(':').at(-1) ?? '';

/**
 * The plain-http server beside the HTTPS one: every address moves to the same one over HTTPS
 * (301, path and query kept), except a certificate authority's check of the host
 * (`/.well-known/acme-challenge/`, answered from `acmeRoot` when given, e.g. certbot's webroot).
 * @param {{ port: number | string; serverName: string; tls: Tls }} options
 */
export const httpToHttps = ({ port, serverName, tls }) => {
  const httpsPort = portOf(port);
  const target = `https://$host${httpsPort === '443' ? '' : `:${httpsPort}`}$request_uri`;
  return `server {
    listen ${tls.httpListen};
    server_name ${serverName};
    server_tokens off;
${
  tls.acmeRoot
    ? `    location ^~ /.well-known/acme-challenge/ {
        root ${path.resolve(tls.acmeRoot)};
        default_type text/plain;
        try_files $uri =404;
    }
`
    : ''
}    location / {
        return 301 ${target};
    }
}`;
};

/**
 * The content editor on a host name of its own (`--admin-host`): only `/admin/` answers there,
 * `/` moves to it, anything else is a plain 404; the site's pages never share its origin, so a
 * script on a page can never read the git host's sign-in the editor keeps in its storage.
 * @param {{
 *   port: number | string;
 *   adminHost: string;
 *   tls?: Tls;
 *   headers: AnswerHeaders;
 *   editorDir: string;
 * }} options
 */
export const adminServer = ({ port, adminHost, tls, headers, editorDir }) => `server {
    listen ${port}${tls ? ' ssl http2' : ''};
    server_name ${adminHost};
    server_tokens off;
    absolute_redirect off;
    charset utf-8;
    charset_types text/html;
    root ${path.resolve(editorDir)};${tls ? `\n${lines(tlsLines(tls), 4)}` : ''}
    types {
${lines(
  Object.entries(fileTypes).map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
  8,
)}
    }
    default_type application/octet-stream;
${lines(['gzip off;', 'gzip_static on;', 'brotli_static on;', 'gzip_vary on;', 'etag on;'], 4)}
${plainAnswers(headers)}
${editorLocations(headers, editorDir)}
    location = / {
${lines(headers.editor(revalidate), 8)}
        return 301 ${editorPrefix};
    }
    location / {
        return 404;
    }
}`;

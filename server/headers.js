// @ts-check
/**
 * The answer headers of the composed site, one source for every server: the Node server
 * (siteServer.js) sets them and the nginx configuration is generated from them
 * (deploy/nginx), so both answer alike (a browser test compares them header by header).
 */

import { cspHash } from './cspHash.js';

/** The CSP source that allows one inline `<style>` by its exact text. */
export const styleHash = cspHash;

/**
 * A CSP hash source as a build writes it (`'sha256-…'`). Anything else read from
 * `inline-hashes.json` (a hand edit, a damaged file: `'unsafe-inline'`, `*; script-src *`) is
 * left out of the policy: the page then waits for its stylesheet instead of trusting the text.
 * njs/inlineHashes.js and njs/release.js hold the same pattern (a test compares them).
 */
export const wellFormedHash = /^'sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}'$/;

/**
 * Where browsers send reports of what the policy blocked: `SITE_CSP_REPORTS`, an https address
 * the operator runs (docs/security.md#policy-reports), read by the Node servers and by
 * `pnpm nginx:config` alike. Unset, no report is asked for.
 * @param {string | undefined} [value]
 * @returns {string | undefined}
 */
export function cspReportAddress(value = process.env.SITE_CSP_REPORTS) {
  if (!value) return undefined;
  const address = new URL(value);
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(address.hostname);
  if (address.protocol !== 'https:' && !(local && address.protocol === 'http:')) {
    throw new Error(`SITE_CSP_REPORTS must be an https address, not ${value}`);
  }
  // `;` and `,` separate a policy's directives and policies: none may hide in the address.
  if (/[;,]/.test(address.href)) {
    throw new Error(`SITE_CSP_REPORTS may not hold ";" or ",": ${value}`);
  }
  return address.href;
}

/**
 * The policy's report directive: `report-uri`, which Chromium, Firefox and Safari all send at
 * once, one POST (`application/csp-report`) per blocked thing. (`report-to` would replace it in
 * Chromium with reports batched for a minute or more, and Firefox does not send those.)
 * @param {string | undefined} reportTo
 */
const reportDirectives = (reportTo) => (reportTo ? [`report-uri ${reportTo}`] : []);

/**
 * Sent with every answer. The site runs one inline script, the prerendered page's client loader,
 * and one inline style per section, the styles of a page's first paint (tooling/prerender/
 * firstPaintStyles.js), each allowed by its hash, never by 'unsafe-inline'. The hashes change
 * with a build, so they come from the build (`inline-hashes.json`, server/inlineHashes.js).
 * The map frame is the only outside origin it names; `'wasm-unsafe-eval'` lets the site search
 * (Pagefind) run its WebAssembly and nothing broader. No other site's page keeps a handle on a
 * page of the site's (`Cross-Origin-Opener-Policy`), and no other site embeds its files
 * (`Cross-Origin-Resource-Policy`). With `reportTo` (cspReportAddress), blocked code is
 * reported there.
 * @param {Partial<import('./inlineHashes.js').InlineHashes> & { reportTo?: string }} [inline]
 * @returns {Readonly<Record<string, string>>}
 */
export const securityHeaders = ({
  scripts = [],
  styles = [],
  reportTo = cspReportAddress(),
} = {}) => ({
  'Content-Security-Policy': [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...reportDirectives(reportTo),
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/**
 * Over HTTPS only (nginx's TLS server, deploy/nginx): browsers that have seen the site once come
 * back to it over HTTPS for a year, whatever link they follow. Subdomains are not included, so
 * another host of the company's still served over http keeps working.
 */
export const transportSecurity = { 'Strict-Transport-Security': 'max-age=31536000' };

/**
 * Files whose answers need no Content-Security-Policy: a policy governs a document or a worker,
 * never a script, stylesheet or picture a page loads. Leaving it off them saves its bytes on
 * every such answer (with four style hashes, 0.5 KB, some 30 times on a page over HTTP/1.1).
 * The offline worker and the search's worker do get it: it is their own policy.
 */
export const policyFreeFiles = /\.(?:m?js|css|avif|webp|jpe?g|png|woff2)$/;
export const workerScripts = /(?:^|\/)sw\.js$|worker[\w.-]*\.js$/;

/**
 * Whether a file the server sends as it is carries the Content-Security-Policy.
 * @param {string} pathname
 */
export const fileNeedsPolicy = (pathname) =>
  !policyFreeFiles.test(pathname) || workerScripts.test(pathname);

/**
 * The editor's git backend, as `cms/build.js` writes it beside the editor (`backend.json`):
 * Decap's `backend` settings.
 * @typedef {{ name?: string; repo?: string; api_root?: string; base_url?: string }} EditorBackend
 */

/** The git hosts' APIs the editor talks to unless `api_root` names a self-hosted one. */
const gitHostApis = /** @type {Record<string, string>} */ ({
  github: 'https://api.github.com',
  gitlab: 'https://gitlab.com',
});

/**
 * The origin of the API the editor's backend talks to: `api_root`'s, or the git host's own;
 * none for a backend the editor cannot use on a site (`test-repo`, an unknown name).
 * @param {EditorBackend} backend
 */
export function gitHostOrigin(backend) {
  if (backend.api_root) {
    try {
      const { origin, protocol } = new URL(backend.api_root);
      return protocol === 'https:' ? origin : undefined;
    } catch {
      return undefined;
    }
  }
  return gitHostApis[backend.name ?? ''];
}

/** decap-server, the editor's backend on a laptop (`pnpm cms`, cms/localBackend.js). */
export const localEditorBackend = ['http://localhost:8081', 'http://127.0.0.1:8081'];

/**
 * The content editor's answers (`/admin/`, for staff): its own policy, as narrow as Decap CMS
 * allows. Decap checks its configuration with code it compiles at run time (ajv: `'unsafe-eval'`),
 * styles itself with inline styles and holds an uploaded photo as a `blob:` URL until it saves
 * it. It talks to the API of the one git host its backend names, and only with `local` (`pnpm
 * cms` on a laptop) to decap-server on localhost: a served site never lets it reach a local port.
 * Never indexed. The site's pages keep `securityHeaders`.
 * @param {{ backend?: EditorBackend; local?: boolean }} [options]
 * @returns {Readonly<Record<string, string>>}
 */
export const editorHeaders = ({ backend = {}, local = false } = {}) => ({
  ...securityHeaders({ reportTo: undefined }),
  // A git host's sign-in opens in a window that reports back to the editor (`window.opener`).
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self' blob:", ...(local ? localEditorBackend : []), gitHostOrigin(backend) ?? '']
      .filter(Boolean)
      .join(' '),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Robots-Tag': 'noindex, nofollow',
});

/**
 * How long a browser or CDN may keep a file, by the kind of file. Hashed files never change;
 * files that name other files (pages, remotes.json, manifests, remoteEntry.js) are revalidated.
 */
export const cacheRules = /** @type {const} */ ({
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  hour: 'public, max-age=3600',
  /** Redirects chosen by the visitor's language must never be shared between visitors. */
  personal: 'private, no-cache',
});

/**
 * The Cache-Control of a file by its path, first match wins: files whose names stay the same
 * when their content changes are revalidated (the offline worker `/sw.js` among them, so a new
 * release reaches visitors at once), hashed files kept, the rest kept an hour. Plain
 * regular expressions, so nginx's configuration uses the same ones (a `map`).
 */
export const cacheByPath = /** @type {const} */ ([
  // Everything at a release's own address never changes (deploy/release/): a new release has a
  // new address.
  [/^\/(?:mfe|search-index)\/[a-z]+\/\d{8}T\d{6}Z-[0-9A-Za-z-]+\//, cacheRules.immutable],
  // The search index: its parts are named by their content, its entry points are not.
  [
    /\/pagefind\/(?:index|fragment|filter)\/|\/pagefind\/pagefind\.[a-z]+_[0-9a-f]+\.pf_meta$/,
    cacheRules.immutable,
  ],
  [/\/pagefind\//, cacheRules.revalidate],
  [
    /(?:\.html|\/sw\.js|\/remotes\.json|\/sections\.json|\/redirects\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|\/sitemap\.xml|\/robots\.txt|\/)$/,
    cacheRules.revalidate,
  ],
  [/\/assets\//, cacheRules.immutable],
]);

/**
 * The Cache-Control of a served file, by its path below the site root.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return cacheByPath.find(([pattern]) => pattern.test(pathname))?.[1] ?? cacheRules.hour;
}

/**
 * The Content-Type of a file by its extension, as both servers send it (nginx's `types`, with
 * `charset=utf-8` on HTML only); anything else is `application/octet-stream`.
 */
export const fileTypes = /** @type {const} */ ({
  'text/html': ['html'],
  'text/css': ['css'],
  'text/javascript': ['js', 'mjs'],
  'application/json': ['json'],
  'application/manifest+json': ['webmanifest'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'text/xml': ['xml'],
  'text/plain': ['txt'],
  'text/yaml': ['yml'],
  'application/pdf': ['pdf'],
  'application/wasm': ['wasm'],
  'font/woff2': ['woff2'],
});

/** @type {Map<string, string>} */
const typeByExtension = new Map(
  Object.entries(fileTypes).flatMap(([type, extensions]) =>
    extensions.map((extension) => [
      extension,
      type === 'text/html' ? `${type}; charset=utf-8` : type,
    ]),
  ),
);

/**
 * The Content-Type a file is sent with, by its name.
 * @param {string} pathname
 */
export const contentTypeOf = (pathname) =>
  typeByExtension.get(pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase()) ??
  'application/octet-stream';

/** Text files the build stores precompressed (`.br` and `.gz` beside each). */
export const compressible = /\.(?:html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

/** Methods a static site answers; anything else gets 405 with `Allow`. */
export const allowedMethods = ['GET', 'HEAD'];

/** Language answers vary by these request headers. */
export const languageVary = 'Accept-Language, Cookie';

// @ts-check
// The headers of nginx's answers, from the Node server's (server/headers.js).
import {
  cspReportAddress,
  editorHeaders,
  securityHeaders,
  transportSecurity,
} from '@site/server/headers';
import { headerLines, inlineVariables, quote } from './syntax.js';

/**
 * The site's security headers with the build's inline script and first-paint styles allowed by
 * their hashes, as the Node server allows them: njs reads them on each answer, so a team's
 * prerender needs no reload.
 * @param {string | undefined} reportTo
 */
function sitePolicy(reportTo) {
  const headers = {
    ...securityHeaders({
      scripts: [inlineVariables.scripts],
      styles: [inlineVariables.styles],
      reportTo,
    }),
  };
  headers['Content-Security-Policy'] = Object.values(inlineVariables).reduce(
    (policy, variable) => policy.replace(` ${variable}`, variable),
    headers['Content-Security-Policy'] ?? '',
  );
  return headers;
}

/**
 * The header lines of each kind of answer; `cacheControl` is a quoted value or a variable.
 * `https`: the server speaks TLS, and every answer says so for the future (HSTS); `reportTo`:
 * where the policy's reports go (SITE_CSP_REPORTS by default, as for the Node server);
 * `editorBackend`: the git backend the editor was built for, whose API its policy names.
 * @param {{
 *   https?: boolean;
 *   reportTo?: string;
 *   editorBackend?: import('@site/server/headers').EditorBackend;
 * }} [options]
 */
export function answerHeaders({
  https = false,
  reportTo = cspReportAddress(),
  editorBackend = {},
} = {}) {
  /** @type {Readonly<Record<string, string>>} */
  const transport = https ? transportSecurity : {};
  /** @type {Record<string, string>} */
  const site = { ...sitePolicy(reportTo), ...transport };
  return {
    /** The quoted Content-Security-Policy of the site's documents and workers. */
    policy: quote(site['Content-Security-Policy'] ?? ''),
    /** A page, a redirect or an error. */
    answer: (/** @type {string} */ cacheControl, /** @type {string[]} */ extra = []) =>
      headerLines(site, cacheControl, extra),
    /** A file: its policy by its path ($site_policy, empty for a script or a picture). */
    file: (/** @type {string} */ cacheControl) => [
      'add_header Content-Security-Policy $site_policy always;',
      ...headerLines(site, cacheControl).filter(
        (line) => !line.startsWith('add_header Content-Security-Policy '),
      ),
    ],
    /** The content editor's files, under its own policy. */
    editor: (/** @type {string} */ cacheControl) =>
      headerLines({ ...editorHeaders({ backend: editorBackend }), ...transport }, cacheControl),
  };
}

/** @typedef {ReturnType<typeof answerHeaders>} AnswerHeaders */

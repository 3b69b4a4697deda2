// @ts-check
// The http-level part of the configuration: the njs modules and the maps every server block reads.
import path from 'node:path';
import { cacheByPath, cacheRules, policyFreeFiles, workerScripts } from '@site/server/headers';
import { languages } from '@site/shared/i18n/siteLanguages';
import { inlineVariables, lines, quote } from './syntax.js';

/** The njs modules the configuration imports, from `njs/` beside it. */
export const njsModules = { language: 'language.js', inlineHashes: 'inlineHashes.js' };

/**
 * njs: the visitor's language and the inline hashes, read from the shell's folder.
 * @param {{ jsPath: string; shellDir: string }} options
 */
export const njsLines = ({ jsPath, shellDir }) => [
  `js_path ${quote(jsPath)};`,
  `js_import site_language from ${njsModules.language};`,
  `js_import site_inline from ${njsModules.inlineHashes};`,
  `js_var $site_shell ${quote(path.resolve(shellDir))};`,
  `js_set ${inlineVariables.scripts} site_inline.scripts;`,
  `js_set ${inlineVariables.styles} site_inline.styles;`,
  'js_set $visitor_lang site_language.visitorLanguage;',
];

/**
 * A regular expression as a map's source: in double quotes when it has a brace (`\d{8}`), which
 * nginx would otherwise read as a block. nginx keeps a backslash inside quotes as written.
 * @param {RegExp} pattern
 */
const regexWord = (pattern) =>
  /[{};\s]/.test(pattern.source) ? `"~${pattern.source}"` : `~${pattern.source}`;

/**
 * Cache-Control by path ($site_cache), the Content-Security-Policy of a file ($site_policy) and
 * the old addresses of pages ($site_moved, $site_moved_page).
 * @param {{ policy: string; redirects: { path: string; to: string }[] }} options
 */
export function httpMaps({ policy, redirects }) {
  const cacheMap = [
    ...cacheByPath.map(([pattern, value]) => `${regexWord(pattern)} ${quote(value)};`),
    `default ${quote(cacheRules.hour)};`,
  ];
  const moved = languages.flatMap((language) =>
    redirects.map(
      ({ path: from, to }) => `${quote(`/${language}/${from}`)} ${quote(`/${language}/${to}`)};`,
    ),
  );
  const movedWithoutLanguage = redirects.map(
    ({ path: from, to }) => `${quote(`/${from}`)} ${quote(`/${to}`)};`,
  );
  return `# Cache-Control by path, the rules of server/headers.js (first match wins).
map $uri $site_cache {
${lines(cacheMap, 4)}
}

# The Content-Security-Policy of a file (server/headers.js): none on the scripts, styles and
# pictures a page loads; the workers keep theirs.
map $uri $site_policy {
    ~${workerScripts.source} ${policy};
    ~${policyFreeFiles.source} "";
    default ${policy};
}

# Old addresses of pages, with a language (301) and without one (then 302 to the language).
map $uri $site_moved {
    default "";
${lines(moved, 4)}
}
map $uri $site_moved_page {
    default "";
${lines(movedWithoutLanguage, 4)}
}`;
}

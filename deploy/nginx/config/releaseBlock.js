// @ts-check
// The `server { }` block for a release target (server/releaseLayout.js), answering as the Node
// release server does (server/releaseServer.js): pages from the live release that has them,
// each release's code at its own address, the shell's files at the root, and the site-wide
// answers made by njs (njs/release.js) from the live releases on each request.
import path from 'node:path';
import { cacheRules } from '@site/server/headers';
import { releaseSections, shellAssets } from '@site/server/releaseLayout';
import { languages } from '@site/shared/i18n/siteLanguages';
import { errorAndPageLocations, withoutLanguageLocation } from './pageAnswers.js';
import { lines, quote } from './syntax.js';

/** @typedef {import('./answerHeaders.js').AnswerHeaders} AnswerHeaders */

const revalidate = quote(cacheRules.revalidate);
const sectionNames = releaseSections.join('|');
const hidden = `location ~ (^|/)\\.|\\.map$ {
            return 404;
        }`;

/**
 * The njs variables a release target's answers use.
 * @param {{ jsPath: string; root: string; origin: string }} options
 */
export const releaseNjsLines = ({ jsPath, root, origin }) => [
  `js_path ${quote(jsPath)};`,
  'js_import site_language from language.js;',
  'js_import site_release from release.js;',
  `js_var $site_target ${quote(path.resolve(root))};`,
  `js_var $site_origin ${quote(origin)};`,
  `js_var $site_first_language ${quote(languages[0])};`,
  'js_set $site_script_hashes site_release.scripts;',
  'js_set $site_style_hashes site_release.styles;',
  'js_set $visitor_lang site_language.visitorLanguage;',
  'js_set $site_moved site_release.moved;',
  'js_set $site_moved_page site_release.movedPage;',
  'js_set $site_page_exists site_release.pageExists;',
];

/**
 * The composed answers, each release's files, and the live shell's search index.
 * @param {AnswerHeaders} headers
 * @param {string} root
 */
export const releaseFileLocations = (headers, root) => {
  const target = path.resolve(root);
  const composed = (/** @type {string} */ address, /** @type {string} */ handler) => `
    location = ${address} {
${lines(headers.answer(revalidate), 8)}
        js_content site_release.${handler};
    }`;
  return `${composed('/remotes.json', 'remotes')}
${composed('/sections.json', 'sections')}
${composed('/sitemap.xml', 'sitemap')}
    location ~ ^/sitemaps/(?<sitemap_section>${sectionNames})\\.xml$ {
${lines(headers.file('$site_cache'), 8)}
        alias ${target}/live/$sitemap_section/site/sitemap.xml;
    }
    # Each release's code at its own address: a page opened before a switch keeps its files.
    location ~ ^/mfe/(?<release_section>${sectionNames})/(?<release_id>[0-9A-Za-z-]+)(?<release_file>/.*)$ {
${lines(headers.file('$site_cache'), 8)}
        ${hidden}
        alias ${target}/releases/$release_section/$release_id/code$release_file;
    }
    location ~ ^/search-index/(?<index_section>${sectionNames})/(?<index_id>[0-9A-Za-z-]+)(?<index_file>/.*)$ {
${lines(headers.file('$site_cache'), 8)}
        alias ${target}/releases/$index_section/$index_id/site/pagefind$index_file;
    }
    location ^~ /pagefind/ {
${lines(headers.file('$site_cache'), 8)}
        alias ${target}/live/shell/site/pagefind/;
    }
    # The content editor is served on its own, never from a release.
    location ~ ^/admin(?:/|$) {
        return 404;
    }`;
};

/**
 * The pages, from the live release that has each; the not-found pages from the live shell.
 * @param {AnswerHeaders} headers
 * @param {string} root
 */
export const releasePageLocations = (headers, root) => {
  const target = path.resolve(root);
  const pageFiles = releaseSections.map((section) => `/live/${section}/pages$uri/index.html`);
  return `${errorAndPageLocations(headers, {
    errors: `${target}/live/shell/pages/errors/`,
    errorsAlias: `${target}/live/shell/pages/errors/`,
    pageFiles,
  })}

    # The shell's files at the root (scripts, icons, the offline worker): the live shell's, the
    # one before it, or any shell release's scripts and styles (the pool), for a page made against
    # an older shell.
    location ~ \\.[a-zA-Z0-9_]+$ {
${lines(headers.file('$site_cache'), 8)}
        try_files /live/shell/code$uri /previous/shell/code$uri /${shellAssets}$uri =404;
    }
    # A page without a language.
    location / {
        try_files /.no-such-file @without_language;
    }${withoutLanguageLocation(headers, '$site_page_exists')}`;
};

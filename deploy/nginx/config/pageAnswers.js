// @ts-check
// What the workspace's site (serverBlock.js) and a release target (releaseBlock.js) answer
// alike: the not-found pages (only as answers), hidden files, the pages by language, the root's
// language redirect and the answer for an address without a language.
import { cacheRules, languageVary } from '@site/server/headers';
import { languages } from '@site/shared/i18n/siteLanguages';
import { lines, quote } from './syntax.js';

/** @typedef {import('./answerHeaders.js').AnswerHeaders} AnswerHeaders */

const revalidate = quote(cacheRules.revalidate);
const personal = quote(cacheRules.personal);
export const variesByLanguage = `add_header Vary ${quote(languageVary)} always;`;

/**
 * The not-found pages, hidden files and the pages by language.
 * @param {AnswerHeaders} headers
 * @param {{ errors: string; errorsAlias?: string; pageFiles: string[] }} where `errors` the
 *   folder of the not-found pages; `errorsAlias` where `/errors/` is, if not below the root;
 *   `pageFiles` where a page's HTML may be, first found answers
 */
export const errorAndPageLocations = (headers, { errors, errorsAlias, pageFiles }) => `
    # The not-found pages, only as answers to addresses that do not exist; when the address
    # named no language, the one of the visitor's language (so the answer varies by it).
    location ^~ /errors/ {
        internal;
${lines(headers.answer('$site_cache'), 8)}${errorsAlias ? `\n        alias ${errorsAlias};` : ''}
    }
    location ^~ /negotiated-errors/ {
        internal;
        alias ${errors};
${lines(headers.answer('$site_cache', [variesByLanguage]), 8)}
    }

    # Dotfiles and source maps: never served; the visitor sees the not-found page.
    location ~ (^|/)\\.|\\.map$ {
        error_page 404 /negotiated-errors/404.$visitor_lang.html;
        return 404;
    }
    # Pages: /{lng}/... answers its prerendered HTML, an old address 301, anything else 404.
    location ~ ^/(?<page_lang>${languages.join('|')})(?:/.*)?$ {
${lines(headers.answer(revalidate), 8)}
        if ($site_moved) {
            return 301 $site_moved$is_args$args;
        }
        rewrite ^(/.+)/$ $1 permanent;
        # A page is answered whole, whatever Range asks (as the Node server answers it).
        max_ranges 0;
        error_page 404 /errors/404.$page_lang.html;
        try_files ${pageFiles.join(' ')} =404;
    }

    location = / {
${lines(headers.answer(personal, [variesByLanguage]), 8)}
        return 302 /$visitor_lang$is_args$args;
    }`;

/**
 * An address without a language: to the visitor's language where the page exists there (or
 * moved), else the not-found page in the visitor's language.
 * @param {AnswerHeaders} headers
 * @param {string} pageExists an nginx `if` condition that holds when the page exists
 */
export const withoutLanguageLocation = (headers, pageExists) => `
    location @without_language {
${lines(headers.answer(personal, [variesByLanguage]), 8)}
        if ($site_moved_page) {
            return 302 /$visitor_lang$site_moved_page$is_args$args;
        }
        if (${pageExists}) {
            return 302 /$visitor_lang$uri$is_args$args;
        }
        error_page 404 /negotiated-errors/404.$visitor_lang.html;
        return 404;
    }`;

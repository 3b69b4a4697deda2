// @ts-check
import { createHash } from 'node:crypto';

/**
 * The one inline script of a prerendered page. It asks for the client (the shell's entry, named
 * by `<meta name="site-client">`) only once the page has loaded and a frame has been produced,
 * so no script of ours is even requested before the page is painted: its HTML, CSS and
 * first-screen images alone decide when it is seen. The text never changes with a build, so the CSP allows it by its hash
 * (`clientLoaderHash`), never by 'unsafe-inline'.
 */
export const clientLoaderScript =
  "function s(){requestAnimationFrame(function(){setTimeout(function(){var e=document.createElement('script');e.type='module';e.src=document.querySelector('meta[name=site-client]').content;document.head.appendChild(e)})})}document.readyState==='complete'?s():addEventListener('load',s,{once:true})";

/** The CSP source that allows exactly that script. */
export const clientLoaderHash = `'sha256-${createHash('sha256').update(clientLoaderScript).digest('base64')}'`;

/** The markup that replaces the entry's `<script type="module" src>` in a prerendered page. */
export const clientLoaderMarkup = (/** @type {string} */ entry) =>
  `<meta name="site-client" content="${entry}"><script>${clientLoaderScript}</script>`;

// @ts-check
import { cspHash } from './cspHash.js';

/**
 * The one inline script of a prerendered page. It asks for the client (the shell's entry, named
 * by `<meta name="site-client">`) only once the page has loaded and the browser has reported its
 * first contentful paint (at most 3 s after the load), so no script of ours is even requested
 * before the page is painted: its HTML, CSS and first-screen images alone decide when it is
 * seen. A page whose load never comes (a first-screen picture that hangs) stops waiting for it
 * 4 s after it started to parse, so it still becomes interactive. Right after the first paint
 * (which the page's inline styles paint, tooling/prerender/firstPaintStyles.js) it turns on the
 * page's stylesheet (`<link data-site-styles disabled>`: never fetched before), so nothing but
 * the HTML and the first picture is on the network before the page is seen. The text never changes with a
 * build, so the CSP allows it by its hash (`clientLoaderHash`), never by 'unsafe-inline'.
 */
export const clientLoaderScript =
  "(function(){var d,q;function s(){if(d)return;d=1;var e=document.createElement('script');e.type='module';e.src=document.querySelector('meta[name=site-client]').content;document.head.appendChild(e)}function c(){var l=document.querySelectorAll('link[data-site-styles]');for(var i=0;i<l.length;i++)l[i].removeAttribute('disabled')}function w(k){var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(t.indexOf('paint')<0)return 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();requestAnimationFrame(function(){setTimeout(k)})}}).observe({type:'paint',buffered:true});return 1}function p(){if(q)return;q=1;setTimeout(s,3000);w(s)||setTimeout(s)}w(c)||addEventListener('DOMContentLoaded',c);document.readyState==='complete'?p():(addEventListener('load',p,{once:true}),setTimeout(p,4000))})()";

/** The CSP source that allows exactly that script. */
export const clientLoaderHash = cspHash(clientLoaderScript);

/** The markup that replaces the entry's `<script type="module" src>` in a prerendered page. */
export const clientLoaderMarkup = (/** @type {string} */ entry) =>
  `<meta name="site-client" content="${entry}"><script>${clientLoaderScript}</script>`;

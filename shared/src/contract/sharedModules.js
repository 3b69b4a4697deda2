// @ts-check
// Plain JavaScript, so the build config (tooling/config/federation.js) reads the same list.

/**
 * The modules every remote takes from the shell at run time, one instance each for the whole
 * page: React and ReactDOM, and the site's routing and translation kits (`@site/router`,
 * `@site/translation`), which re-export only what the apps use, so the shell ships react-router
 * and react-i18next tree-shaken. The shell provides exactly these keys
 * (shell/src/sections/federationRuntime.ts; a unit test compares the two lists).
 */
export const sharedModules = /** @type {const} */ ([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@site/router',
  '@site/translation',
]);

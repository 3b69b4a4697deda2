/**
 * React DOM's client, as the site imports it. React DOM is CommonJS: the module that imports it
 * holds the bundler's interop helpers. Through this module, those helpers stay in React DOM's
 * own chunk instead of the page's entry (shell/src/main.tsx), which then names no other script
 * to preload from the page's HTML.
 */
export * from 'react-dom/client';

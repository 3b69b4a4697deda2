/**
 * The offline page's own address below a language root, which only the prerender step opens to
 * write `offline/{lng}.html`; no link leads there and no server has a file for it.
 */
export const offlineRoute = '__offline';

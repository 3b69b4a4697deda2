// @ts-check

/** Who owns each app's content (the README's folder table). */
export const owners = /** @type {const} */ ({
  shared: 'everyone (shared)',
  shell: 'web team (shell)',
  'services-mfe': 'metal-construction team (services-mfe)',
  'products-mfe': 'equipment team (products-mfe)',
  'showcase-mfe': 'web team (showcase-mfe)',
});

/** @typedef {keyof typeof owners} App */

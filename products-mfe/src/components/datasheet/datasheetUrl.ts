import type { Language } from '@site/shared/i18n/languages';

/** Where a datasheet sits below the remote's root, in the build output and on the dev server. */
export function datasheetPath(language: Language, file: string): string {
  return `datasheets/${language}/${file}`;
}

// A build puts this module in a chunk under assets/, one folder below the remote's root; the dev
// server serves the remote's root at its own origin. Either way the link follows the remote
// wherever it is deployed, not the page that hosts it.
const root = import.meta.env.DEV ? '/' : '../';

/** The address of a datasheet in one language, e.g. `…/mfe/products/datasheets/en/lathe.pdf`. */
export function datasheetUrl(language: Language, file: string): string {
  const path = `${root}${datasheetPath(language, file)}`;
  return new URL(path, import.meta.url).href;
}

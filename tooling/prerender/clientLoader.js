// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minifySync, transformWithOxc } from 'vite';
import { cspHash } from '@site/server/cspHash';

const source = path.resolve(import.meta.dirname, '../../shell/src/loader/clientLoader.ts');

/**
 * The page's one inline script (shell/src/loader/clientLoader.ts), minified as the build minifies
 * the shell's scripts, and the CSP source that allows exactly that text (`inline-hashes.json`).
 * @returns {Promise<{ script: string; hash: string }>}
 */
export async function buildClientLoader() {
  const file = source;
  const typed = await transformWithOxc(await readFile(source, 'utf8'), file, {
    lang: 'ts',
    target: 'es2020',
  });
  const { code, errors } = minifySync(file.replace(/\.ts$/, '.js'), typed.code, {
    module: false,
    compress: { target: 'es2020' },
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  const script = code.trim().replace(/;$/, '');
  return { script, hash: cspHash(script) };
}

/** The markup that replaces the entry's `<script type="module" src>` in a prerendered page. */
export const clientLoaderMarkup = (/** @type {string} */ entry, /** @type {string} */ script) =>
  `<meta name="site-client" content="${entry}"><script>${script}</script>`;

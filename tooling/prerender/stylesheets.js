// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The text of the site's stylesheets as the renderer's server sends them, each fetched once, its
 * relative `url()`s made root-relative so the text works wherever it is placed (a joined file,
 * the page's own `<style>`).
 * @param {string} origin
 */
export function stylesheetTexts(origin) {
  /** @type {Map<string, Promise<string>>} */
  const fetched = new Map();

  /** @param {string} href */
  return function stylesheetText(href) {
    let text = fetched.get(href);
    if (!text) {
      text = (async () => {
        const response = await fetch(`${origin}${href}`);
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        return (await response.text()).replace(
          /url\((['"]?)(?!data:|\/|https?:)([^'")]+)\1\)/g,
          (_, quote, url) => `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
        );
      })();
      fetched.set(href, text);
    }
    return text;
  };
}

/** @typedef {ReturnType<typeof stylesheetTexts>} StylesheetText */

/** Where a whole-site build puts the joined stylesheets, below the shell's folder. */
export const joinedStylesheetsBase = '/assets/prerendered/';

/**
 * A page's styles (the shell's and its section's) joined into one file next to the shell's
 * assets, so the rest of its styles come in one request, from the host that serves the HTML: a
 * slow or hung remote host cannot leave the page half styled, and a phone opens one connection
 * less. A section's release puts them below its own address (`base`).
 * @param {{ stylesheetText: StylesheetText; out: string; base?: string }} options
 */
export function stylesheetJoiner({ stylesheetText, out, base = joinedStylesheetsBase }) {
  const written = new Set();

  /**
   * One file of the styles a page uses, named by its content.
   * @param {string[]} hrefs
   * @param {string} name
   */
  return async function joinStylesheets(hrefs, name) {
    if (hrefs.length === 0) return undefined;
    const css = (await Promise.all(hrefs.map(stylesheetText))).join('\n');
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
    const file = `${base}${name}-${hash}.css`;
    if (!written.has(file)) {
      written.add(file);
      await mkdir(path.join(out, base), { recursive: true });
      await writeFile(path.join(out, file), css);
    }
    return file;
  };
}

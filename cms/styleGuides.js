// @ts-check
// The style guide of each language (docs/style/<lng>.md), as pages of the editor
// (`/admin/style/<lng>.html`), so staff read it where they edit; the collections of words link it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { languages } from '@site/shared/i18n/siteLanguages';
import { languageNames } from './config/languageNames.js';

const workspace = path.resolve(import.meta.dirname, '..');

/** Where the editor shows a language's style guide, from its own page (`/admin/`). */
export const styleGuidePath = (/** @type {string} */ language) => `style/${language}.html`;

/** The sentence the collections of words carry, naming each language's guide. */
export const styleGuideNote = `How to write each language (register, quotation marks, numbers and units, the terms to use): ${languages
  .map((language) => `/admin/${styleGuidePath(language)}`)
  .join(', ')}.`;

/**
 * Writes the style guides that exist into `<out>/style/`; returns how many.
 * @param {string} out the editor's build folder
 */
export async function writeStyleGuides(out) {
  await mkdir(path.join(out, 'style'), { recursive: true });
  let written = 0;
  for (const language of languages) {
    const source = path.join(workspace, 'docs/style', `${language}.md`);
    if (!existsSync(source)) continue;
    // Raw HTML in the Markdown stays text (micromark's default): a guide is words and tables.
    const body = micromark(await readFile(source, 'utf8'), {
      extensions: [gfm()],
      htmlExtensions: [gfmHtml()],
    });
    await writeFile(
      path.join(out, styleGuidePath(language)),
      `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Style guide: ${languageNames[language]}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
      table { border-collapse: collapse; } th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; }
      code { background: #f3f3f3; padding: 0 0.2rem; }
    </style>
  </head>
  <body>
    <p><a href="../">← Content editor</a></p>
${body}
  </body>
</html>
`,
    );
    written += 1;
  }
  return written;
}

// @ts-check
// A step of `pnpm lint`: every content file is laid out as the content editor writes it (two
// spaces, every character as itself, a newline at the end), so a staff save changes only the
// lines staff changed. A hand edit that writes `\u00a0` for a no-break space, or a file saved
// on one line, would otherwise be rewritten whole by the next save.
//   node tooling/content/fileLayout.js          names each file laid out otherwise
//   node tooling/content/fileLayout.js --write  lays them out as the editor does
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentFiles } from './contentFiles.js';

const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * A content file's data as the content editor writes it.
 * @param {unknown} data
 */
export const editorLayout = (data) => `${JSON.stringify(data, null, 2)}\n`;

/**
 * The content files below `root` that are not laid out as the editor writes them, with the
 * layout they should have. A file that is not JSON is the content check's to name.
 * @param {string} root
 * @returns {Array<{ file: string; text: string; layout: string }>}
 */
export function filesLaidOutOtherwise(root) {
  return contentFiles(root).flatMap(({ file }) => {
    let text;
    let data;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
      data = JSON.parse(text);
    } catch {
      return [];
    }
    const layout = editorLayout(data);
    return text === layout ? [] : [{ file, text, layout }];
  });
}

/**
 * What differs first, for the message: the first line that is not as the editor writes it.
 * @param {string} text
 * @param {string} layout
 */
export function firstDifference(text, layout) {
  const was = text.split('\n');
  const is = layout.split('\n');
  const index = was.findIndex((line, at) => line !== is[at]);
  const line = index === -1 ? was.length : index;
  return `line ${line + 1}: ${JSON.stringify((was[line] ?? '').trim().slice(0, 60))}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const write = process.argv.includes('--write');
  const files = filesLaidOutOtherwise(workspace);
  for (const { file, text, layout } of files) {
    if (write) writeFileSync(path.join(workspace, file), layout);
    console.error(
      `${file}: not as the content editor writes it (${firstDifference(text, layout)})`,
    );
  }
  if (files.length > 0 && !write) {
    console.error('Lay them out as the editor does: node tooling/content/fileLayout.js --write');
    process.exit(1);
  }
  console.log(`Content files laid out as the editor writes them: ${contentFiles().length}.`);
}

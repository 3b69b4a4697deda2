// @ts-check
// Proves that the built site uses nothing newer than the browsers it supports: every script
// and stylesheet the four apps built (`pnpm check:browsers`, after `pnpm build`; `pnpm test`
// runs it). Prints one line per problem, naming the file, the feature and the browsers.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildFolders, editorDir } from '@site/server/siteLayout';
import { scriptProblems, styleProblems, supportedBrowsers } from './supported.js';

/** The files of one kind in every built app (the content editor aside: staff only). */
async function builtFiles(/** @type {string} */ extension) {
  const files = [];
  for (const folder of buildFolders.filter((dir) => dir !== editorDir)) {
    const names = await readdir(folder, { recursive: true }).catch(() => []);
    files.push(
      ...names.filter((name) => name.endsWith(extension)).map((name) => path.join(folder, name)),
    );
  }
  return files;
}

const query = supportedBrowsers();
const [scripts, styles] = [await builtFiles('.js'), await builtFiles('.css')];
const problems = [...scriptProblems(scripts, query), ...(await styleProblems(styles, query))];
for (const problem of problems) console.error(problem);
console.log(
  `${scripts.length} scripts and ${styles.length} stylesheets checked against ${query}: ${
    problems.length === 0
      ? 'nothing newer than the supported browsers'
      : `${problems.length} problems`
  }.`,
);
process.exit(problems.length === 0 ? 0 : 1);

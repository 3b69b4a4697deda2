// @ts-check
// Checks every content file of the site against its schema before anything is built:
//   node tooling/content/checkContent.js
// Prints one line per problem, naming the file, the field and the language, and exits 1.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languages } from '@site/shared/i18n/siteLanguages';
import { contentFiles } from './contentFiles.js';
import { keysWrittenTwice } from './keysTwice.js';
import { termbaseProblems } from './termbase.js';

const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * One problem as a reader needs it: `shared/content/company.json: address (ru): is missing`.
 * @param {string} file
 * @param {import('zod').core.$ZodIssue} issue
 * @param {string} [fileLanguage] the language of the whole file (a page's words)
 */
function describe(file, issue, fileLanguage = '') {
  const keys = issue.path.map(String);
  const last = keys.at(-1);
  // Words in four languages name theirs last (`address.ru`); a page's words, by their file.
  const inPath =
    last && /** @type {readonly string[]} */ (languages).includes(last) ? last : undefined;
  const language = fileLanguage || inPath;
  const field = (inPath ? keys.slice(0, -1) : keys).join('.') || '(the file)';
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  const unknown = issue.code === 'unrecognized_keys';
  const message = missing
    ? 'is missing'
    : unknown
      ? `has ${issue.keys.join(', ')}, which ${fileLanguage ? 'az does not have' : 'is not a field of it'}`
      : issue.message;
  return `${file}: ${field}${language ? ` (${language})` : ''}: ${message}`;
}

/**
 * The problems of every content file (none when all is well).
 * @param {{ root?: string }} [options] where the content folders are: the workspace, or the copy
 *   a build reads instead (`SITE_CONTENT`), or one a test passes
 * @returns {Promise<string[]>}
 */
export async function checkContent({ root = process.env.SITE_CONTENT ?? workspace } = {}) {
  const problems = [];
  for (const { file, schema, language } of contentFiles(root)) {
    let data;
    try {
      const text = await readFile(path.join(root, file), 'utf8');
      data = JSON.parse(text);
      for (const { path: where, key } of keysWrittenTwice(text)) {
        const field = where.join('.') || '(the file)';
        problems.push(
          `${file}: ${field}${language ? ` (${language})` : ''}: has ${key} twice (an id used twice; only the last would be kept)`,
        );
      }
    } catch (error) {
      const absent = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
      const reason = error instanceof Error ? error.message : String(error);
      problems.push(
        `${file}: ${absent ? `is missing${language ? ` (${language})` : ''}` : reason}`,
      );
      continue;
    }
    const result = schema.safeParse(data);
    if (!result.success)
      problems.push(...result.error.issues.map((issue) => describe(file, issue, language)));
  }
  // Every word a visitor reads, against the termbase's variants not to use: once every file
  // reads, so a file that does not is named once, above, not in the middle of this check.
  if (problems.length === 0) problems.push(...termbaseProblems(root, workspace));
  return problems;
}

/**
 * The message that stops a build: one indented line per problem.
 * @param {string[]} problems
 */
export const notReadyMessage = (problems) =>
  `Content is not ready to build:\n${problems.map((line) => `  ${line}`).join('\n')}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await checkContent();
  if (problems.length > 0) {
    console.error(notReadyMessage(problems));
    process.exit(1);
  }
  console.log(`Content checked: ${contentFiles().length} files.`);
}

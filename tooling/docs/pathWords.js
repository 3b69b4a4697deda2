// @ts-check
// What reads as a repository path in a Markdown file or in a code comment, and where it points.
import path from 'node:path/posix';
import { commentLines } from './comments.js';

/**
 * One path a file names: `path` is from the repository's root; a file name alone (`words.json`
 * in a comment) has `name` instead, since it may be anywhere.
 * @typedef {{ line: number; written: string; path?: string; name?: string }} PathMention
 */

/** Globs, placeholders and elisions stand for many paths or none: `*`, `{lng}`, `<app>`, `...`. */
const pattern = /[*{}<>[\]$|…]|\.\.\.|=/;
/** A scheme (`https:`, `mailto:`) makes a link an address, not a path. */
const scheme = /^[a-z][a-z0-9+.-]*:/i;
/**
 * A file a comment or a code span names by its name, alone or below a folder that is not the
 * repository's (`words.json`, `src/messages.ts`): some file of the repository must have it.
 */
const extensions = '(?:c?js|mjs|mts|tsx?|jsx|json|md|css|ya?ml)';
const fileName = new RegExp(
  `(?<![\\w@./*-])((?:[\\w.-]+/)*\\w[\\w.-]*\\.${extensions})(?![\\w/-])`,
  'g',
);
const wholeName = new RegExp(`^(?:[\\w.-]+/)*\\w[\\w.-]*\\.${extensions}$`);

/** Drops what follows a path in prose: closing punctuation, a line number, an anchor. */
const bare = (/** @type {string} */ word) =>
  word
    .replace(/[#?].*$/, '')
    .replace(/(?::\d+)+$/, '')
    .replace(/[.,;:!?)'"`]+$/, '');

/** The top-level folders among `folders`, as the start of a pattern. */
const topOf = (/** @type {Set<string>} */ folders) =>
  [...folders]
    .filter((folder) => !folder.includes('/'))
    .map((name) => name.replace('.', '\\.'))
    .join('|');

/** A word that starts with a top-level folder (`tooling/…`, `shell/src/`), or `./` and `../`. */
const pathWord = (/** @type {Set<string>} */ folders) =>
  new RegExp(`(?<![\\w@./-])((?:\\.{1,2}/|(?:${topOf(folders)})/)[^\\s'"\`(),;]*)`, 'g');

/**
 * The paths a Markdown file names: link targets, relative to the file; words of code spans that
 * start with a top-level folder (from the root) or with a folder next to the file (`src/pages/`
 * in an app's README, from there), or are a file name alone. Fenced code blocks are examples and
 * are not read.
 * @param {string} file
 * @param {string} text
 * @param {Set<string>} folders every folder of the repository
 * @returns {PathMention[]}
 */
export function markdownPaths(file, text, folders) {
  /** @type {PathMention[]} */
  const found = [];
  const fromRoot = new RegExp(`^(?:${topOf(folders)})/`);
  const here = path.dirname(file);
  const fromHere = (/** @type {string} */ word) =>
    here !== '.' &&
    /^[\w-]+\//.test(word) &&
    folders.has(path.join(here, word.split('/')[0] ?? ''));
  let fence = '';
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    const opens = /^\s*(`{3,}|~{3,})/.exec(content);
    if (opens?.[1] && (!fence || opens[1].startsWith(fence))) fence = fence ? '' : opens[1];
    if (fence || opens) return;
    const spans = [...content.matchAll(/(`+)(.+?)\1/g)];
    const words = spans.flatMap(([, , span = '']) => span.split(/\s+/));
    for (const word of words.filter((word) => !pattern.test(word)).map(bare)) {
      if (fromRoot.test(word)) found.push({ line, written: word, path: word });
      else if (fromHere(word)) found.push({ line, written: word, path: path.join(here, word) });
      else if (wholeName.test(word)) found.push({ line, written: word, name: path.basename(word) });
    }
    const prose = spans.reduce((rest, [span]) => rest.replace(span, ' '), content);
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
      ...(/^\s*\[[^\]]+\]:\s*(\S+)/.exec(prose)?.slice(1) ?? []),
    ];
    for (const target of targets) {
      if (!target || scheme.test(target) || /^[#/]/.test(target)) continue;
      const written = decodeURI(target.replace(/[#?].*$/, ''));
      if (pattern.test(written)) continue;
      found.push({ line, written, path: path.join(here, written) });
    }
  });
  return found;
}

/**
 * The paths a code file's comments name: words that start with a top-level folder (from the
 * root), `./` or `../` with an extension (from the file), and file names alone (`words.json`).
 * @param {string} file
 * @param {string} source
 * @param {Set<string>} folders every folder of the repository
 * @returns {PathMention[]}
 */
export function commentPaths(file, source, folders) {
  /** @type {PathMention[]} */
  const found = [];
  const words = pathWord(folders);
  for (const { line, text } of commentLines(source)) {
    const rest = text.replace(words, (match, /** @type {string} */ word) => {
      const written = bare(word);
      const relative = /^\.\.?\//.test(written);
      // `./section` without an extension is a module's name (an export, an import), not a file.
      if (!pattern.test(word) && (!relative || /\.\w+$|\/$/.test(written))) {
        found.push({ line, written, path: path.join(relative ? path.dirname(file) : '', written) });
      }
      return ' ';
    });
    for (const [, written = ''] of rest.matchAll(fileName)) {
      found.push({ line, written, name: path.basename(written) });
    }
  }
  return found;
}

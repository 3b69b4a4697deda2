// @ts-check
// The comments of a JavaScript or TypeScript file, each line with its line number. A small
// scanner, not a parser: it steps over strings, template literals and regular expressions so
// that a `//` inside them is not taken for a comment.

/** @typedef {{ line: number; text: string }} CommentLine */

/**
 * After these a `/` starts a regular expression; after anything else it divides (and `</`
 * closes a JSX element).
 */
const beforeRegex =
  /(?:^|[(,=:[!&|?{};+\-*%>~^]|\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await))\s*$/;

/**
 * Every comment line of `source` (`//`, `/* *\/` and JSDoc), numbered from 1.
 * @param {string} source
 * @returns {CommentLine[]}
 */
export function commentLines(source) {
  /** @type {CommentLine[]} */
  const found = [];
  /** @type {number[]} Brace depths at which a template literal's `${` was opened. */
  const templates = [];
  let depth = 0;
  let line = 1;
  let code = '';
  let i = 0;
  const lineEnd = () => (source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i));
  /** Steps to `end`, counting lines, keeping what was passed as comment text when asked. */
  const skipTo = (/** @type {number} */ end, keep = false) => {
    let text = '';
    for (; i < end; i += 1) {
      if (source[i] === '\n') {
        if (keep) found.push({ line, text });
        text = '';
        line += 1;
      } else text += source[i];
    }
    if (keep) found.push({ line, text });
  };
  /** Steps over a quoted string, template text or regular expression up to its closing mark. */
  const skipQuoted = (/** @type {string} */ close, inTemplate = false) => {
    let inClass = false;
    for (i += 1; i < source.length; i += 1) {
      const char = source[i];
      if (char === '\\') i += 1;
      else if (char === '\n' && !inTemplate) return;
      else if (char === '\n') line += 1;
      else if (close === '/' && (char === '[' || char === ']')) inClass = char === '[';
      else if (inTemplate && char === '$' && source[i + 1] === '{') {
        templates.push(depth);
        depth += 1;
        i += 2;
        return;
      } else if (char === close && !inClass) {
        i += 1;
        return;
      }
    }
  };
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      skipTo(lineEnd(), true);
      continue;
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      skipTo(end === -1 ? source.length : end + 2, true);
      continue;
    }
    if (char === '"' || char === "'") skipQuoted(char);
    else if (char === '`') skipQuoted('`', true);
    else if (char === '/' && beforeRegex.test(code.slice(-12))) skipQuoted('/');
    else {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (char === '}' && templates.at(-1) === depth) {
        templates.pop();
        i -= 1;
        skipQuoted('`', true);
        code += '`';
        continue;
      }
      if (char === '\n') line += 1;
      i += 1;
    }
    code += char;
  }
  return found;
}

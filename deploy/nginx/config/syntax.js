// @ts-check
// Writing nginx's configuration language: strings, indented lines, the headers of an answer.

/**
 * The CSP sources of the build's inline code, read by njs on each answer (njs/inlineHashes.js):
 * each variable expands to its sources, each after a space.
 */
export const inlineVariables = { scripts: '$site_script_hashes', styles: '$site_style_hashes' };

/**
 * A quoted nginx string; the inline hashes' variables are the only `$`s left to expand.
 * @param {string | number} value
 */
export const quote = (value) =>
  Object.values(inlineVariables).reduce(
    (text, variable) => text.replaceAll(`\\${variable}`, variable),
    `"${String(value).replace(/(["\\$])/g, '\\$1')}"`,
  );

/**
 * Lines indented by `indent` spaces, one per entry.
 * @param {string[]} list
 * @param {number} indent
 */
export const lines = (list, indent) =>
  list.map((line) => `${' '.repeat(indent)}${line}`).join('\n');

/**
 * Every answer's headers; nginx drops inherited add_header lines in a block that has its own.
 * @param {Readonly<Record<string, string>>} policy the security headers
 * @param {string} cacheControl an nginx value: a quoted string or a variable
 * @param {string[]} [extra] more lines
 */
export const headerLines = (policy, cacheControl, extra = []) => [
  ...Object.entries(policy).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
  `add_header Cache-Control ${cacheControl} always;`,
  ...extra,
];

// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A content file (JSON) of the content being edited, by its path from there.
 * @param {string} root
 * @param {string} file
 * @returns {any}
 */
export const readContent = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

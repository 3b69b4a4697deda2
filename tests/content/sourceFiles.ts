import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root, from this file (these checks run in Node). */
export const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** The apps whose words a visitor reads. */
export const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe', 'shared'] as const;

/** Files of words under `dir`: locale files (`locales/<lng>/*.json`) and page content (`pages/<page>/<lng>/words.json`). */
function wordFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : wordFilesUnder(full);
    const relative = path.relative(workspace, full).split(path.sep).join('/');
    return /\/locales\/\w+\/[\w-]+\.json$|\/pages\/[\w-]+\/\w+\/words\.json$/.test(relative)
      ? [full]
      : [];
  });
}

/** Every file of words of every app: the words a visitor reads. */
export const everyLocaleFile = () =>
  apps.flatMap((app) =>
    ['src', 'content']
      .map((folder) => path.join(workspace, app, folder))
      .filter((dir) => existsSync(dir))
      .flatMap(wordFilesUnder),
  );

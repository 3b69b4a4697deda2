import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root, from this file (these checks run in Node). */
export const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** The apps whose words a visitor reads. */
export const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe', 'shared'] as const;

/** Locale files (`locales/<lng>/*.json`) under `dir`. */
function localeFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : localeFilesUnder(full);
    return entry.name.endsWith('.json') && full.includes(`${path.sep}locales${path.sep}`)
      ? [full]
      : [];
  });
}

/** Every locale file of every app: the words a visitor reads. */
export const everyLocaleFile = () =>
  apps.flatMap((app) => localeFilesUnder(path.join(workspace, app, 'src')));

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root, from this file. (these checks run in Node). */
export const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** The apps whose words and content a visitor reads. */
export const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe', 'shared'] as const;

/** Locale and content files under `dir`, without tests. */
export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFilesUnder(full);
    return /\.(json|ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every locale and content file of every app. */
export const everySourceFile = () =>
  apps.flatMap((app) => sourceFilesUnder(path.join(workspace, app, 'src')));

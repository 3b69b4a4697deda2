// @ts-check
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentFolders } from './contentFiles.js';

/**
 * Builds an app from a copy of the content folders (`SITE_CONTENT`, e.g. what the content editor
 * wrote in a test) instead of the workspace's: a content file the app imports (company facts,
 * page words) is read from the copy when the copy has it. Photos chosen in the copy are found by
 * the picture plugin the same way.
 * @param {{ workspace: string; content?: string }} options
 * @returns {import('vite').Plugin}
 */
export function contentOverlayPlugin({ workspace, content = process.env.SITE_CONTENT }) {
  const folders = contentFolders.map((folder) => path.join(workspace, folder) + path.sep);
  return {
    name: 'site-content-overlay',
    enforce: 'pre',
    async load(id) {
      const [file = ''] = id.split('?');
      if (!content || !file.endsWith('.json') || !folders.some((dir) => file.startsWith(dir))) {
        return null;
      }
      const copy = path.join(content, path.relative(workspace, file));
      if (!existsSync(copy)) return null;
      this.addWatchFile(copy);
      return readFile(copy, 'utf8');
    },
  };
}

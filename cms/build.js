// @ts-check
// Writes the content editor served at /admin/ into cms/dist (or $SITE_BUILD_DIR/cms/dist):
//   node cms/build.js                 (CMS_SITE_URL: where "View Live" opens pages)
// Its page, its configuration made from the content files, and Decap CMS's own files from the
// npm registry's package (self-hosted: the editor loads nothing from another host).
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { editorBackendFile } from '@site/server/editorBackend';
import { editorDir } from '@site/server/siteLayout';
import { editorConfig, editorKeyOrders } from './config/editorConfig.js';
import { writeStyleGuides } from './styleGuides.js';

const decapDist = path.dirname(createRequire(import.meta.url).resolve('decap-cms'));

/** Decap's bundle, its chunks and WebAssembly, without source maps or the other bundle. */
const isEditorFile = (/** @type {string} */ name) =>
  /(^|\.)decap-cms\.js$|\.wasm$/.test(name) || name === 'cms.css';

/** A file's compressed copies are stale once it changes: the build's last step makes new ones. */
const dropCompressed = (/** @type {string} */ file) =>
  Promise.all(['.br', '.gz'].map((suffix) => rm(file + suffix, { force: true })));

/** Copies a file unless the copy is already there (so its compressed copies stay fresh). */
async function copyChanged(/** @type {string} */ from, /** @type {string} */ to) {
  const [source, copy] = await Promise.all([stat(from), stat(to).catch(() => undefined)]);
  if (copy && copy.size === source.size && copy.mtimeMs >= source.mtimeMs) return;
  await copyFile(from, to);
  await dropCompressed(to);
}

/** Writes one of the editor's own files. */
async function writeOwn(/** @type {string} */ file, /** @type {string | Buffer} */ content) {
  await writeFile(file, content);
  await dropCompressed(file);
}

/** @param {{ out?: string; root?: string; siteUrl?: string }} [options] */
export async function buildEditor({ out = editorDir, root, siteUrl } = {}) {
  await mkdir(out, { recursive: true });
  const files = (await readdir(decapDist)).filter(isEditorFile);
  await Promise.all(
    files.map((name) => copyChanged(path.join(decapDist, name), path.join(out, name))),
  );
  const own = ['index.html', 'formats.js'];
  const kept = new Set([...files, ...own, 'config.yml', 'key-orders.js', editorBackendFile]);
  // Files of an older Decap, with their compressed copies (the style guides' folder stays).
  for (const name of await readdir(out)) {
    if (name !== 'style' && !kept.has(name.replace(/\.(br|gz)$/, ''))) {
      await rm(path.join(out, name));
    }
  }
  for (const name of own) {
    await writeOwn(
      path.join(out, name),
      await readFile(path.join(import.meta.dirname, 'admin', name)),
    );
  }
  const config = editorConfig(root, { siteUrl });
  await writeOwn(
    path.join(out, 'config.yml'),
    `# Made by cms/build.js from the content files and their schemas; do not edit.\n${stringify(config, { lineWidth: 0 })}`,
  );
  // The servers name this git host's API in the editor's policy (server/editorBackend.js).
  await writeOwn(path.join(out, editorBackendFile), `${JSON.stringify(config.backend, null, 2)}\n`);
  await writeOwn(
    path.join(out, 'key-orders.js'),
    `window.siteKeyOrders = ${JSON.stringify(editorKeyOrders(root))};\n`,
  );
  const guides = await writeStyleGuides(out);
  return { out, files: files.length + own.length + 3 + guides };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `pnpm cms` builds the site with the editor's "View Live" on the local server.
  const { out, files } = await buildEditor({ siteUrl: process.env.CMS_SITE_URL });
  console.log(`Content editor: ${files} files in ${path.relative(process.cwd(), out) || '.'}`);
}

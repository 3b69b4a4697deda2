// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isArtworkSlot, photoExtensions, photoFolder, photoForSlot } from './photoSlot.js';
import { contentPhotosModule, pictureModule, picturesCache, toneModule } from './pictureModules.js';
import { renderPicture } from './renderPicture.js';

/**
 * The image pipeline of one app. An import of an artwork slot (`…/assets/artwork/…/<slot>.svg`)
 * gives the generated SVG, or, when a photo lies next to it (`<slot>.jpg`, `.png`, `.webp`), the
 * URL of the photo's fallback JPEG or PNG, and registers its AVIF and WebP sizes and its main
 * colour for `SiteImage` (shared/src/ui/site-image/pictures.ts). A slot with neither file stops
 * the build with its name. A photo chosen in the content editor (`<app>/content/photos.json`)
 * fills its slot too. `SITE_PHOTOS` names a folder of photos laid over the slots (tests);
 * `SITE_CONTENT` a copy of the content folders to build from instead of the workspace's.
 * `virtual:site-content-photos` gives every photo in the app's `content/photos/` by its path
 * from the content root (`showcase-mfe/content/photos/<file>.png`), for content that names a
 * photo itself rather than filling a slot.
 * @param {{ workspace: string; cacheDir?: string; overlay?: string; content?: string }} options
 * @returns {import('vite').Plugin}
 */
export function picturesPlugin({
  workspace,
  cacheDir = path.join(workspace, picturesCache),
  overlay = process.env.SITE_PHOTOS,
  content = process.env.SITE_CONTENT,
}) {
  /** @type {Map<string, string>} tone module id -> CSS */
  const tones = new Map();
  /** @type {Map<string, string>} picture module id -> photo file (ids keep no paths: dev servers rewrite them) */
  const photos = new Map();
  /** The picture module of a photo file. */
  const pictureId = (/** @type {string} */ photo) => {
    const id = `${pictureModule}${createHash('sha256').update(photo).digest('hex').slice(0, 16)}`;
    photos.set(id, photo);
    return id;
  };
  let app = '';
  return {
    name: 'site-pictures',
    enforce: 'pre',
    configResolved(config) {
      app = path.basename(config.root);
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(pictureModule) || source.startsWith(toneModule)) return source;
      if (source === contentPhotosModule) return `\0${contentPhotosModule}`;
      if (!importer || !source.includes('/artwork/') || !/\.svg(\?|$)/.test(source)) return null;
      const [bare = source] = source.split('?');
      const file = bare.startsWith('.') ? path.resolve(path.dirname(importer), bare) : undefined;
      const resolved =
        file ?? (await this.resolve(bare, importer, { ...options, skipSelf: true }))?.id;
      if (!resolved || !isArtworkSlot(resolved)) return null;
      const photo = photoForSlot(resolved, { workspace, overlay, content });
      if (photo) return pictureId(photo);
      if (!existsSync(resolved)) {
        const slot = path.relative(workspace, resolved).slice(0, -'.svg'.length);
        this.error(
          `Image slot ${slot} has no file: add ${slot}.svg or a photo (${photoExtensions.join(', ')}).`,
        );
      }
      return null;
    },
    async load(id) {
      if (id.startsWith(toneModule)) return tones.get(id) ?? '';
      if (id === `\0${contentPhotosModule}`) {
        const folder = photoFolder(app);
        const dir = path.join(content ?? workspace, folder);
        const files = existsSync(dir)
          ? readdirSync(dir)
              .filter((name) => photoExtensions.includes(path.extname(name).toLowerCase()))
              .sort()
          : [];
        if (existsSync(dir)) this.addWatchFile(dir);
        return [
          ...files.map(
            (name, index) =>
              `import p${index} from ${JSON.stringify(pictureId(path.join(dir, name)))};`,
          ),
          `export default {${files.map((name, index) => `${JSON.stringify(`${folder}/${name}`)}: p${index}`).join(', ')}};`,
        ].join('\n');
      }
      const photo = photos.get(id);
      if (!photo) return null;
      this.addWatchFile(photo);
      const picture = await renderPicture(photo, { cacheDir });
      const toneClass = `picture-tone-${id.slice(pictureModule.length, pictureModule.length + 8)}`;
      const tone = `${toneModule}${toneClass}.css`;
      tones.set(tone, `.${toneClass}{background-color:${picture.tone}}`);
      const url = (/** @type {string} */ file) => JSON.stringify(`${file}?no-inline`);
      const lines = [
        `import { registerPicture } from '@site/shared/ui/site-image/pictures';`,
        ...(picture.alpha ? [] : [`import ${JSON.stringify(tone)};`]),
        `import src from ${url(picture.fallback.file)};`,
        ...picture.variants.map((variant, index) => `import v${index} from ${url(variant.file)};`),
      ];
      const sources = ['image/avif', 'image/webp'].map((type) => {
        const srcset = picture.variants
          .map((variant, index) => ({ ...variant, index }))
          .filter((variant) => variant.type === type)
          .map(({ index, width }) => `\${v${index}} ${width}w`)
          .join(', ');
        return `{ type: ${JSON.stringify(type)}, srcset: \`${srcset}\` }`;
      });
      lines.push(
        `registerPicture(src, { width: ${picture.width}, height: ${picture.height}, toneClass: ${JSON.stringify(picture.alpha ? '' : toneClass)}, sources: [${sources.join(', ')}] });`,
        'export default src;',
      );
      return lines.join('\n');
    },
  };
}

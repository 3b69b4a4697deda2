// @ts-check
import path from 'node:path';

/** A photo's picture: `virtual:site-picture/<hash of the photo's path>`. */
export const pictureModule = 'virtual:site-picture/';
/** A picture's main colour, as a CSS class. */
export const toneModule = 'virtual:site-picture-tone/';
/** Every photo staff uploaded for the app's lists (a new partner's logo), by its content path. */
export const contentPhotosModule = 'virtual:site-content-photos';
/** Where the image pipeline keeps the sizes it made of each photo, below the workspace. */
export const picturesCache = path.join('node_modules', '.cache', 'site-pictures');

const cacheFolder = `${path.sep}${picturesCache}${path.sep}`;

/**
 * Whether the image pipeline made the module: a picture, its colour, the list of uploaded photos
 * or a photo's size in its cache. The site's own, though not a file of its source.
 * @param {string} id
 */
export const isPictureModule = (id) =>
  [pictureModule, toneModule, contentPhotosModule].some((prefix) =>
    id.replace(/^\0/, '').startsWith(prefix),
  ) || id.includes(cacheFolder);

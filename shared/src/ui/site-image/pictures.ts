/** The sizes of a photo, as the image pipeline made them (tooling/pictures). */
export interface PictureSizes {
  width: number;
  height: number;
  /** A class whose background is the photo's main colour, shown while it loads. */
  toneClass: string;
  sources: readonly { type: string; srcset: string }[];
}

// One table per bundle: each app's build registers the photos it imports, keyed by the URL of
// the fallback file that the import gives the content, so content keeps plain `src` strings.
const pictures = new Map<string, PictureSizes>();

/** Called by the modules the image pipeline generates for each photo. */
export function registerPicture(src: string, sizes: PictureSizes): void {
  pictures.set(src, sizes);
}

/** The responsive sizes of `src`, when it is a photo; undefined for vector artwork. */
export const pictureOf = (src: string): PictureSizes | undefined => pictures.get(src);

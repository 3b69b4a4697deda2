/** A picture of a content module: its file, size and the key of its alternative text. */
export interface ImageAsset<Key extends string = string> {
  src: string;
  width: number;
  height: number;
  /** Alternative text, as a key into the owning app's words. */
  alt: Key;
}

/** The photos staff uploaded for the app's lists, by path from the content root (tooling/pictures). */
declare module 'virtual:site-content-photos' {
  const photos: Readonly<Record<string, string>>;
  export default photos;
}

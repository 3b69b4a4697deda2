/**
 * A content file in one language, or without its words (`?language=none`):
 * tooling/content/oneLanguagePlugin.js. Its data is checked where it is read.
 */
declare module '*.json?language=none' {
  const data: unknown;
  export default data;
}
declare module '*.json?language=az' {
  const data: unknown;
  export default data;
}
declare module '*.json?language=tr' {
  const data: unknown;
  export default data;
}
declare module '*.json?language=en' {
  const data: unknown;
  export default data;
}
declare module '*.json?language=ru' {
  const data: unknown;
  export default data;
}

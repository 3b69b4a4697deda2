/**
 * Typed keys for content modules. An app's words (the az file's type) are the map: a content
 * module names a place in it and the names under it, and the compiler checks both, so a key
 * built from parts is as safe as one written out (`t('catalog.title')`, checked by
 * react-i18next's CustomTypeOptions).
 */

/** The part of a words tree at a dotted path: `At<{ a: { b: { c: 'x' } } }, 'a.b'>` = `{ c: 'x' }`. */
export type At<Words, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Words
    ? At<Words[Head], Rest>
    : never
  : Path extends keyof Words
    ? Words[Path]
    : never;

/** The names directly under a dotted path. */
export type NamesAt<Words, Path extends string> = Extract<keyof At<Words, Path>, string>;

/** The names under a dotted path that hold more words (groups, not single texts). */
export type GroupsAt<Words, Path extends string> = {
  [Name in NamesAt<Words, Path>]: At<Words, Path>[Name] extends string ? never : Name;
}[NamesAt<Words, Path>];

/** Every dotted path of the tree that holds more words (not a single text). */
export type Branches<Words, Prefix extends string = ''> = {
  [Key in Extract<keyof Words, string>]: Words[Key] extends string
    ? never
    : `${Prefix}${Key}` | Branches<Words[Key], `${Prefix}${Key}.`>;
}[Extract<keyof Words, string>];

/** The dotted paths whose words have at least the given shape, e.g. `{ title: string }`. */
export type PathsWith<Words, Shape> = {
  [Path in Branches<Words>]: At<Words, Path> extends Shape ? Path : never;
}[Branches<Words>];

/**
 * Key builders for one app: `key('cnc.views', 'overview')` and
 * `keys('handheld.features', ['power', 'thin'])`, each part checked against `Words`.
 */
export function wordKeys<Words, Key extends string>() {
  const key = <Path extends Branches<Words>>(path: Path, name: NamesAt<Words, Path>) =>
    `${path}.${name}` as Key;
  const keys = <Path extends Branches<Words>>(
    path: Path,
    names: readonly NamesAt<Words, Path>[],
  ): Key[] => names.map((name) => key(path, name));
  return { key, keys };
}

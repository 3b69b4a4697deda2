// @ts-check

import path from 'node:path';
import { isPictureModule } from '../pictures/pictureModules.js';

/**
 * @typedef {{ getModuleInfo(id: string): import('vite').Rolldown.ModuleInfo | null }} ChunkingContext
 * @typedef {{ section: Set<string>; parts: Map<string, string> }} SectionParts
 */

/**
 * A small part (at most this many characters of code before minifying: a few hundred bytes as
 * sent) goes with the section when no more of the section's pages load it without needing it
 * than with: those pages load a few hundred bytes for nothing, and the others one script fewer.
 */
export const smallPartChars = 3_000;

/**
 * A part goes with another part that every page of its loads, when the code the other part's
 * other pages then load for nothing, for each page that starts one script fewer, is at most this
 * many characters before minifying (about 1 KB as sent). Products' spec formats (five pages) go
 * with the quote button, which two more pages load: 3,432 characters a page. Services' lightbox
 * (four pages) stays apart from the service page's parts, which four more load: 4,155.
 */
export const joinCostChars = 3_500;

/**
 * A module of the site's own: a file of its source, or one the image pipeline made of a photo
 * (tooling/pictures/pictureModules.js).
 * @param {string} id
 */
export const isSiteFile = (id) =>
  (path.isAbsolute(id) && !/[\\/]node_modules[\\/]/.test(id)) || isPictureModule(id);

/**
 * The modules `roots` import statically, the roots included; `follow` says which to take.
 * @param {ChunkingContext} context @param {readonly string[]} roots
 * @param {(id: string) => boolean} [follow]
 */
export function staticClosure(context, roots, follow = () => true) {
  const found = new Set(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
      if (!found.has(imported) && follow(imported)) {
        found.add(imported);
        queue.push(imported);
      }
    }
  }
  return found;
}

/** @type {WeakMap<ChunkingContext, Map<string, SectionParts>>} */
const known = new WeakMap();

/**
 * Where a remote's own modules go, worked out once per build from its module graph:
 * - `section`: the exposed section module with the site's files it imports and the files every
 *   page imports;
 * - `parts`: the other files two or more pages import, by chunk name. Files the same pages import
 *   share a chunk, since those pages always load them together; then a part joins another that
 *   its pages all load, as `joinCostChars` says, or the section, as `smallPartChars` says, when
 *   every page of the other loads what it imports already. The parts more pages import go first.
 * The pages are the scripts the section's modules load when shown (its words are JSON).
 * @param {ChunkingContext} context @param {string} section absolute module id
 * @returns {SectionParts}
 */
export function sectionParts(context, section) {
  const builds = known.get(context) ?? new Map();
  known.set(context, builds);
  const found = builds.get(section) ?? findSectionParts(context, section);
  builds.set(section, found);
  return found;
}

/**
 * @typedef {{ pages: number[]; files: Set<string>; own: Set<string>; chars: number; joined?: Part }} Part
 *   files the same pages import (`own`), with those of the parts that joined it (`files`);
 *   `joined` is the part it went with
 */

/** @param {ChunkingContext} context @param {string} section */
function findSectionParts(context, section) {
  if (!context.getModuleInfo(section)) {
    throw new Error(`sectionChunkGroup: ${section} is not in the build`);
  }
  const own = staticClosure(context, [section], isSiteFile);
  const pages = [
    ...new Set(
      [...own].flatMap((id) =>
        (context.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
          (loaded) => isSiteFile(loaded) && /\.[jt]sx?$/.test(loaded),
        ),
      ),
    ),
  ];
  const parts = sharedParts(context, own, pages);
  const sectionPart = parts.get(pages.map((_, index) => index).join(',')) ?? {
    pages: pages.map((_, index) => index),
    files: new Set(),
    own: new Set(),
    chars: 0,
  };
  for (const file of own) sectionPart.files.add(file);
  const sectionReaches = staticClosure(context, [...sectionPart.files]);

  // The parts more pages import first: what a part imports outside the section is imported by
  // those pages and more, so it has found its place when the part looks for one.
  const byPages = [...parts.values()]
    .filter((part) => part !== sectionPart)
    .sort(
      (a, b) => b.pages.length - a.pages.length || a.pages.join().localeCompare(b.pages.join()),
    );
  /** @type {Map<string, Part>} */
  const partOf = new Map(byPages.flatMap((part) => [...part.files].map((id) => [id, part])));
  for (const part of byPages) {
    const needs = [...staticClosure(context, [...part.files])].filter(
      (id) => !part.files.has(id) && !sectionReaches.has(id),
    );
    /** Code the host's other pages would load for nothing, per page that starts a script fewer. */
    const cost = (/** @type {Part} */ host) =>
      (part.chars * (host.pages.length - part.pages.length)) / part.pages.length;
    const host = [...byPages, sectionPart]
      .map(finalPart)
      .filter(
        (other) =>
          other !== part &&
          part.pages.every((page) => other.pages.includes(page)) &&
          (other === sectionPart
            ? part.chars <= smallPartChars && other.pages.length <= 2 * part.pages.length
            : cost(other) <= joinCostChars) &&
          // What the part imports, every page of the host loads already: no page of it starts
          // a script more.
          needs.every((id) => {
            const holder = partOf.get(id);
            return (
              other.files.has(id) ||
              (holder !== undefined &&
                other.pages.every((page) => finalPart(holder).pages.includes(page)))
            );
          }),
      )
      .sort((a, b) => cost(a) - cost(b) || b.chars - a.chars)[0];
    if (!host) continue;
    for (const file of part.files) host.files.add(file);
    host.chars += part.chars;
    part.joined = host;
    if (host === sectionPart) {
      for (const id of staticClosure(context, [...part.files])) sectionReaches.add(id);
    }
  }

  /** @type {Map<string, string>} */
  const names = new Map();
  const taken = new Set();
  for (const part of byPages.filter((each) => !each.joined)) {
    // Named by its own files, not by those that joined it: the machines' table, not its toggle.
    const name = uniqueName(chunkName(context, part.own), taken);
    for (const file of part.files) names.set(file, name);
  }
  return { section: sectionPart.files, parts: names };
}

/** @param {Part} part @returns {Part} */
const finalPart = (part) => (part.joined ? finalPart(part.joined) : part);

/**
 * The files outside the section module's own that two or more pages import statically, as parts:
 * the files the same pages import, keyed by those pages.
 * @param {ChunkingContext} context @param {Set<string>} own @param {string[]} pages
 */
function sharedParts(context, own, pages) {
  /** @type {Map<string, number[]>} */
  const importers = new Map();
  for (const [index, page] of pages.entries()) {
    for (const id of staticClosure(context, [page], isSiteFile)) {
      if (own.has(id) || pages.includes(id)) continue;
      importers.set(id, [...(importers.get(id) ?? []), index]);
    }
  }
  /** @type {Map<string, Part>} */
  const parts = new Map();
  for (const [id, by] of importers) {
    if (by.length < 2) continue;
    const key = by.join(',');
    const part = parts.get(key) ?? { pages: by, files: new Set(), own: new Set(), chars: 0 };
    part.files.add(id);
    part.own.add(id);
    part.chars += context.getModuleInfo(id)?.code?.length ?? 0;
    parts.set(key, part);
  }
  return parts;
}

/**
 * A chunk's name: that of its biggest script no other file of it imports (the machines' table,
 * not the biggest of the lists it joins). A module a plugin makes is named by its kind: the
 * machines' photos (`virtual:site-picture/<hash>`, tooling/pictures/picturesPlugin.js) make a
 * `site-picture` chunk, not one named by a hash.
 * @param {ChunkingContext} context @param {Set<string>} files
 */
function chunkName(context, files) {
  const size = (/** @type {string} */ id) => context.getModuleInfo(id)?.code?.length ?? 0;
  const tops = [...files].filter(
    (id) =>
      /\.[jt]sx?$/.test(id) &&
      !(context.getModuleInfo(id)?.importers ?? []).some((importer) => files.has(importer)),
  );
  const [biggest] = (tops.length ? tops : [...files]).sort(
    (a, b) => size(b) - size(a) || (a < b ? -1 : 1),
  );
  if (!biggest) return 'parts';
  const [, kind] = /^\0?virtual:([^/]+)/.exec(biggest) ?? [];
  return kind ?? path.parse(biggest).name;
}

/** @param {string} wanted @param {Set<string>} taken */
function uniqueName(wanted, taken) {
  let name = wanted;
  for (let n = 2; taken.has(name); n += 1) name = `${wanted}${n}`;
  taken.add(name);
  return name;
}

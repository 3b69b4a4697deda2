// @ts-check

import { sectionParts, staticClosure } from './sectionParts.js';

/**
 * @typedef {import('vite').Rolldown.CodeSplittingGroup} CodeSplittingGroup
 * @typedef {import('./sectionParts.js').ChunkingContext} ChunkingContext
 */

/**
 * A group of the modules `membersIn` names, worked out once per build from its module graph. The
 * libraries they import stay in their own chunks.
 * @param {string} name @param {(context: ChunkingContext) => Set<string>} membersIn
 * @returns {CodeSplittingGroup}
 */
function moduleSetGroup(name, membersIn) {
  /** @type {WeakMap<ChunkingContext, Set<string>>} */
  const members = new WeakMap();
  /** @param {ChunkingContext} context */
  const membersOf = (context) => {
    const known = members.get(context) ?? membersIn(context);
    members.set(context, known);
    return known;
  };
  return {
    name: (id, context) => (membersOf(context).has(id) ? name : null),
    // A name the bundler can print (it says so when a group's name is a function).
    debugName: name,
    includeDependenciesRecursively: false,
  };
}

/**
 * One chunk for the site's code that every page starts: `start` and all it imports, except what
 * `entry` imports itself and what the entry loads before it, one import each (main.tsx's
 * libraries). Left to themselves, the modules `start` shares with a chunk no visitor loads (the
 * prerender's renderer, the search dialog, the federation runtime) became scripts of their own,
 * which every page then asked for one by one: five of the home page's thirteen.
 * @param {{ name: string; entry: string; start: string }} chunk absolute module ids
 * @returns {CodeSplittingGroup}
 */
export function startChunkGroup({ name, entry, start }) {
  return moduleSetGroup(name, (context) => {
    const loaded = loadedBy(context, 'startChunkGroup', entry, [start]);
    const before = staticClosure(context, [entry, ...loaded.filter((id) => id !== start)]);
    return new Set([...staticClosure(context, [start])].filter((id) => !before.has(id)));
  });
}

/**
 * What `entry` loads with `import()`, having checked it is in the build and loads `required`.
 * @param {ChunkingContext} context @param {string} group @param {string} entry
 * @param {readonly string[]} required
 */
function loadedBy(context, group, entry, required) {
  const entryInfo = context.getModuleInfo(entry);
  if (!entryInfo) throw new Error(`${group}: ${entry} is not in the build`);
  for (const id of required) {
    if (!entryInfo.dynamicallyImportedIds.includes(id)) {
      throw new Error(`${group}: ${entry} does not import ${id}`);
    }
  }
  return entryInfo.dynamicallyImportedIds;
}

/**
 * One chunk for the libraries `entry` loads between React (`first`) and the site's start
 * (`start`): the router and i18next, each a file of its own before. Their modules do little when
 * they run (they define, they do not render), so one task evaluates both in a few milliseconds.
 * @param {{ name: string; entry: string; first: string; start: string }} chunk absolute module ids
 * @returns {CodeSplittingGroup}
 */
export function librariesChunkGroup({ name, entry, first, start }) {
  return moduleSetGroup(name, (context) => {
    const loaded = loadedBy(context, 'librariesChunkGroup', entry, [first, start]);
    const libraries = loaded.filter((id) => id !== first && id !== start);
    const before = staticClosure(context, [entry, first]);
    return new Set([...staticClosure(context, libraries)].filter((id) => !before.has(id)));
  });
}

/**
 * One chunk for a remote's own code that every page of its section starts: the exposed section
 * module, the site's files it imports (the route table, the ids, the word loaders), the site's
 * files every one of its pages imports (a remote's page frame, its meta tags) and the small parts
 * most of them import (the chat link, the stored lists; `sectionParts`). The libraries it takes
 * from the shell and the federation's own modules are left where they are. Without it these
 * became scripts of their own, asked for one by one after the section module: six of a machine
 * page's scripts, and one more of every page's. The section module is loaded before any of its
 * pages; a page that lacks one of the small parts loads a few hundred bytes for nothing.
 * @param {{ name: string; section: string }} chunk the exposed module (absolute id)
 * @returns {CodeSplittingGroup}
 */
export function sectionChunkGroup({ name, section }) {
  return moduleSetGroup(name, (context) => sectionParts(context, section).section);
}

/**
 * One chunk for each set of a remote's files that the same pages import, outside the section's
 * chunk: the spec table's value and the number format, which the same five pages import, were two
 * scripts because the offline panel's state imports only the second. Each file of a page's own
 * goes with the page as before. Goes after every other group of a remote.
 * @param {{ section: string }} remote the exposed module (absolute id)
 * @returns {CodeSplittingGroup}
 */
export function pagePartsChunkGroup({ section }) {
  return {
    name: (id, context) => sectionParts(context, section).parts.get(id) ?? null,
    debugName: 'page parts',
    includeDependenciesRecursively: false,
  };
}

/**
 * One chunk for a remote's words in a language that every page of its section loads: its
 * namespace's own (`content/pages/<namespace>/<lng>/words.json`) with the shared parts'
 * (`shared/src/locales/<lng>/common.json`), which `messageLoader` always loads together. A page's
 * own words stay apart, loaded only with that page.
 * @param {{ namespace: string }} remote
 * @returns {CodeSplittingGroup}
 */
export function wordsChunkGroup({ namespace }) {
  const sectionWords = new RegExp(
    String.raw`[\\/]content[\\/]pages[\\/]${namespace}[\\/](\w+)[\\/]words\.json$`,
  );
  const commonWords = /[\\/]shared[\\/]src[\\/]locales[\\/](\w+)[\\/]common\.json$/;
  return {
    debugName: 'words',
    name: (id) => {
      const language = (sectionWords.exec(id) ?? commonWords.exec(id))?.[1];
      return language ? `words-${language}` : null;
    },
  };
}

/**
 * One chunk for the federation's start-up modules in a remote that the federation plugin leaves to
 * the build: the proxy to the runtime the shell provides (`experiments.externalRuntime`) and the
 * map of the libraries the remote takes from the shell. `remoteEntry.js` imports the one and loads
 * the other as it starts, so every page of a section asked for both, one after the other. The
 * plugin's own groups (the `loadShare` wrappers, the preload helper) rank above this one.
 * @returns {CodeSplittingGroup}
 */
export function federationChunkGroup() {
  const federationStart =
    /[\\/]@module-federation[\\/]runtime[\\/]dist[\\/]|^\0virtual:mf-external-runtime-core$|^\0virtual:mf-localSharedImportMap:/;
  return { name: 'federation', test: federationStart };
}

/**
 * One chunk for a page's words in a language (`content/pages/<page>/<lng>/words.json`) with the
 * page's content file in that language, where it has one (`content/<page>.json?language=<lng>`,
 * tooling/content/oneLanguagePlugin.js): the projects page loads its words and its projects'
 * texts together, and each was a script of its own. Only words loaded when needed: what a module
 * imports statically stays with it. Goes after `wordsChunkGroup`, which takes the section's own.
 * @returns {CodeSplittingGroup}
 */
export function pageWordsChunkGroup() {
  const pageWords = /[\\/]content[\\/]pages[\\/]([\w-]+)[\\/](\w+)[\\/]words\.json$/;
  const pageContent = /[\\/]content[\\/]([\w-]+)\.json\?language=(\w+)$/;
  return {
    debugName: 'page words',
    name: (id, context) => {
      const [, page, language] = pageWords.exec(id) ?? pageContent.exec(id) ?? [];
      if (!page || !language || language === 'none') return null;
      // Words a module imports statically stay with it (services' home cards, in its section).
      return context.getModuleInfo(id)?.importers.length ? null : `${page}-words-${language}`;
    },
  };
}

/**
 * React with React DOM's client, the first library a page loads (shell/src/main.tsx): every other chunk
 * imports React, so on its own it was one more script for every page to ask for.
 * @param {{ entry: string }} chunk the shell's module that imports React DOM (absolute id)
 * @returns {CodeSplittingGroup}
 */
export function reactChunkGroup({ entry }) {
  const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
  // React DOM's server renderer is the prerender's, never a visitor's.
  const server = /[\\/]node_modules[\\/]react-dom[\\/](server|cjs[\\/]react-dom-server)/;
  return { name: 'react', test: (id) => id === entry || (react.test(id) && !server.test(id)) };
}

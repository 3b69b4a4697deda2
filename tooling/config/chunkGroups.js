// @ts-check

/**
 * @typedef {import('vite').Rolldown.CodeSplittingGroup} CodeSplittingGroup
 * @typedef {{ getModuleInfo(id: string): import('vite').Rolldown.ModuleInfo | null }} ChunkingContext
 */

/**
 * The modules `roots` import statically, the roots included.
 * @param {ChunkingContext} context @param {readonly string[]} roots
 */
function staticClosure(context, roots) {
  const found = new Set(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
      if (!found.has(imported)) {
        found.add(imported);
        queue.push(imported);
      }
    }
  }
  return found;
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
  /** @type {WeakMap<ChunkingContext, Set<string>>} */
  const members = new WeakMap();

  /** @param {ChunkingContext} context */
  function membersOf(context) {
    const known = members.get(context);
    if (known) return known;
    const entryInfo = context.getModuleInfo(entry);
    if (!entryInfo) throw new Error(`startChunkGroup: ${entry} is not in the build`);
    if (!entryInfo.dynamicallyImportedIds.includes(start)) {
      throw new Error(`startChunkGroup: ${entry} does not import ${start}`);
    }
    const before = staticClosure(context, [
      entry,
      ...entryInfo.dynamicallyImportedIds.filter((id) => id !== start),
    ]);
    const own = new Set([...staticClosure(context, [start])].filter((id) => !before.has(id)));
    members.set(context, own);
    return own;
  }

  return {
    name: (id, context) => (membersOf(context).has(id) ? name : null),
    // The libraries it imports stay in their own chunks, loaded before it.
    includeDependenciesRecursively: false,
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

// @ts-check
import { watch } from 'node:fs';

/**
 * @typedef {(folder: string, onChange: () => void) => { close(): void }} WatchFolder
 * Calls `onChange` whenever a file below `folder` changes.
 */

/** @type {WatchFolder} */
const watchFolder = (folder, onChange) => watch(folder, { recursive: true }, onChange);

/**
 * Runs `build` once the content folders have been quiet for `quietMs` after a change (a save in
 * the editor writes several files at once): `pnpm cms`'s preview, the site as a visitor sees it
 * after the next build. A change during a build leads to one more build after it, never to two
 * builds at once.
 * @param {{
 *   folders: string[];
 *   build: () => Promise<unknown>;
 *   quietMs?: number;
 *   watchFolder?: WatchFolder;
 * }} options
 * @returns {{ close(): void }}
 */
export function rebuildOnChange({
  folders,
  build,
  quietMs = 1000,
  watchFolder: watcher = watchFolder,
}) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let building = false;
  let again = false;

  async function run() {
    if (building) {
      again = true;
      return;
    }
    building = true;
    try {
      await build();
    } finally {
      building = false;
      if (again) {
        again = false;
        changed();
      }
    }
  }

  function changed() {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  }

  const watchers = folders.map((folder) => watcher(folder, changed));
  return {
    close() {
      clearTimeout(timer);
      for (const each of watchers) each.close();
    },
  };
}

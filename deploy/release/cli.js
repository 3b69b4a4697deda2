// @ts-check
// The release commands (docs/hosting.md#releases):
//   pnpm release <section> --to <target> [--stage-only] [--origin URL]
//   pnpm release --changed <git range> --to <target> [--origin URL]
//   pnpm release --changed live --to <target> [--origin URL]   (what CI runs)
//   pnpm release:promote <section> <id> --to <target> [--origin URL]
//   pnpm release:rollback <section> --to <target> [<id>]
//   pnpm release:list --to <target>
//   pnpm release:prune --to <target> [--keep 5]
// <section>: shell, services, products or showcase. <target>: a folder, or
// ssh://user@host[:port]/path. `RELEASED_BY` names who releases (default: the user).
import { parseArgs } from 'node:util';
import { releaseSections } from '@site/server/releaseLayout';
import { listReleases, promote, prune, release, rollback } from './commands.js';
import { changedSince, sectionsChangedIn } from './changed.js';
import { readState } from './store.js';
import { parseTarget } from './target.js';

const [command = '', ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    origin: { type: 'string' },
    changed: { type: 'string' },
    keep: { type: 'string', default: '5' },
    'stage-only': { type: 'boolean' },
  },
});

/** @param {string | undefined} name */
function sectionNamed(name) {
  if (!releaseSections.includes(/** @type {never} */ (name))) {
    throw new Error(
      `Name a section to release: ${releaseSections.join(', ')} (got "${name ?? ''}")`,
    );
  }
  return /** @type {import('@site/server/releaseLayout').ReleaseSection} */ (name);
}

try {
  const target = parseTarget(values.to ?? '');
  const origin = values.origin;
  if (command === 'release' && values.changed) {
    // The sections a range of commits touches, or (`live`) each section against its own live
    // release; the shell first (the sections' pages are made against the live shell). One that
    // fails does not stop the others.
    const state = await readState(target);
    const inRange = values.changed === 'live' ? [] : await sectionsChangedIn(values.changed);
    const failed = [];
    for (const section of releaseSections) {
      const live = state.releases.find(
        (entry) => entry.section === section && entry.id === state.live[section],
      );
      if (values.changed === 'live' && !(await changedSince(section, live?.commit))) {
        console.log(`${section}: unchanged since its live release ${live?.id}.`);
        continue;
      }
      if (values.changed !== 'live' && !inRange.includes(section)) {
        console.log(`${section}: unchanged in ${values.changed}.`);
        continue;
      }
      try {
        await release({ section, target, origin, stageOnly: false });
      } catch (error) {
        failed.push(section);
        console.error(`\n${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failed.length) throw new Error(`Not released: ${failed.join(', ')}.`);
  } else if (command === 'release') {
    await release({
      section: sectionNamed(positionals[0]),
      target,
      origin,
      stageOnly: values['stage-only'] ?? false,
    });
  } else if (command === 'promote') {
    const [name, id] = positionals;
    if (!id) throw new Error('Say which release to make live: release:promote <section> <id>');
    await promote({ section: sectionNamed(name), id, target, origin });
  } else if (command === 'rollback') {
    await rollback({ section: sectionNamed(positionals[0]), id: positionals[1], target });
  } else if (command === 'list') {
    await listReleases(target);
  } else if (command === 'prune') {
    await prune({ target, keep: Number(values.keep) });
  } else {
    throw new Error(`Unknown command "${command}": release, promote, rollback, list or prune.`);
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

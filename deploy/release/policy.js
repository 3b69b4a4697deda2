// @ts-check
// Which releases a target keeps, and which one a rollback goes back to.
import { cacheRules } from '@site/server/headers';

const day = 24 * 60 * 60 * 1000;

/**
 * How long a release must stay after it was made: the longest time a browser or an edge may keep
 * one of its files (`max-age` of the site's cache rules, a year for hashed files), plus a day.
 * A page opened before a switch, or an edge copy, may still ask for its files until then.
 */
export const keptFor =
  Math.max(
    ...Object.values(cacheRules).map((rule) => Number(/max-age=(\d+)/.exec(rule)?.[1] ?? 0)),
  ) *
    1000 +
  day;

/**
 * The release a section's live one replaced, as the log says (the one a rollback returns to).
 * @param {import('./store.js').TargetState} state
 * @param {import('./store.js').Section} section
 * @returns {string | null}
 */
export function previousOf(state, section) {
  const live = state.live[section];
  const entry = state.log.findLast((line) => line.section === section && line.id === live);
  return entry?.replaced ?? null;
}

/**
 * The releases of a section that prune may delete: all but the live one, the one before it, the
 * newest `keep`, and any made less than `keptFor` ago.
 * @param {import('./store.js').TargetState} state
 * @param {import('./store.js').Section} section
 * @param {{ keep: number; now: number }} options
 * @returns {string[]}
 */
export function prunable(state, section, { keep, now }) {
  const own = state.releases.filter((release) => release.section === section);
  const kept = new Set([
    state.live[section],
    previousOf(state, section),
    ...(keep > 0 ? own.slice(-keep) : []).map((release) => release.id),
  ]);
  return own
    .filter((release) => !kept.has(release.id))
    .filter((release) => now - Date.parse(release.builtAt) > keptFor)
    .map((release) => release.id);
}

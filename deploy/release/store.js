// @ts-check
// A target's releases: what is there, what is live, the log of every switch, and the switch
// itself. Layout below the target's root:
//   releases/<section>/<id>/   one immutable folder per release (release.json says what it is)
//   live/<section>             a symbolic link to the live release, replaced atomically
//   previous/<section>         a link to the release it replaced (its files stay at the root's
//                              addresses for a page opened before the switch)
//   log/releases.jsonl         one line per switch and rollback, appended, never rewritten
//   .locks/                    flock(1) files: one switch of a section at a time
import { releaseSections } from '@site/server/releaseLayout';
import { runOnTarget } from './target.js';

/** The sections a team releases on its own; `shell` is the web team's host. */
export const sections = releaseSections;
/** @typedef {import('@site/server/releaseLayout').ReleaseSection} Section */

/**
 * @typedef {import('@site/server/releaseLayout').ReleaseInfo} ReleaseInfo
 * @typedef {{
 *   at: string;
 *   action: 'release' | 'rollback';
 *   section: Section;
 *   id: string;
 *   commit: string;
 *   by: string;
 *   replaced: string | null;
 * }} LogEntry
 * @typedef {{
 *   releases: ReleaseInfo[];
 *   live: Partial<Record<Section, string>>;
 *   log: LogEntry[];
 * }} TargetState
 */

const stateScript = `
printf '['
sep=''
for file in releases/*/*/release.json; do
  [ -f "$file" ] || continue
  printf '%s' "$sep"; tr -d '\\n' < "$file"; sep=','
done
printf ']\\n'
for link in live/*; do
  [ -L "$link" ] && printf '%s %s\\n' "\${link#live/}" "$(readlink "$link")"
done
printf '%s\\n' '--log--'
[ -f log/releases.jsonl ] && cat log/releases.jsonl
exit 0
`;

/**
 * Everything the release commands need to know of a target, read in one go.
 * @param {import('./target.js').Target} target
 * @returns {Promise<TargetState>}
 */
export async function readState(target) {
  await runOnTarget(target, 'mkdir -p releases live log .locks');
  const out = await runOnTarget(target, stateScript);
  const [releasesLine = '[]', ...rest] = out.split('\n');
  const logStart = rest.indexOf('--log--');
  /** @type {Partial<Record<Section, string>>} */
  const live = {};
  for (const line of rest.slice(0, logStart)) {
    const [section, link = ''] = line.split(' ');
    if (section) live[/** @type {Section} */ (section)] = link.split('/').pop() ?? '';
  }
  const log = rest
    .slice(logStart + 1)
    .filter((line) => line.trim())
    .map((line) => /** @type {LogEntry} */ (JSON.parse(line)));
  const releases = /** @type {ReleaseInfo[]} */ (JSON.parse(releasesLine)).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  return { releases, live, log };
}

/** What `switchLive` reports when another switch of the section came first. */
export class SwitchRefused extends Error {}

const switchScript = `
section=$1; id=$2; expected=$3; entry=$4
[ -f "releases/$section/$id/release.json" ] || { echo "releases/$section/$id is not a release on this target" >&2; exit 4; }
exec 9> ".locks/$section"
flock 9
current=$(readlink "live/$section" 2>/dev/null || true)
current=\${current##*/}
if [ "$current" != "$expected" ]; then
  echo "$current" >&2
  exit 3
fi
mkdir -p previous
if [ -n "$current" ]; then
  ln -sfn "../releases/$section/$current" "previous/.$section.next"
  mv -T "previous/.$section.next" "previous/$section"
fi
ln -sfn "../releases/$section/$id" "live/.$section.next"
mv -T "live/.$section.next" "live/$section"
exec 8>> log/releases.jsonl
flock 8
printf '%s\\n' "$entry" >&8
`;

/**
 * Makes a release of a section live, in one rename, if the live release is still `expected`
 * (what the release was built against): two releases of one section at once cannot both win.
 * Appends the switch to the target's log.
 * @param {import('./target.js').Target} target
 * @param {LogEntry} entry
 * @param {string | null} expected the live release seen when this one began, null for none
 */
export async function switchLive(target, entry, expected) {
  try {
    await runOnTarget(target, switchScript, [
      entry.section,
      entry.id,
      expected ?? '',
      JSON.stringify(entry),
    ]);
  } catch (error) {
    const { code, message } = /** @type {Error & { code?: number }} */ (error);
    if (code === 3) {
      throw new SwitchRefused(
        `${entry.section}: ${message || 'another release'} went live while ${entry.id} was being made; ` +
          `nothing was switched. Release again to build on what is live now.`,
      );
    }
    throw error;
  }
}

/**
 * Deletes releases of a section on the target (never the live one: the script checks again).
 * @param {import('./target.js').Target} target
 * @param {Section} section
 * @param {string[]} ids
 */
export async function removeReleases(target, section, ids) {
  if (ids.length === 0) return;
  await runOnTarget(
    target,
    `section=$1; shift
exec 9> ".locks/$section"
flock 9
current=$(readlink "live/$section" 2>/dev/null || true)
for id in "$@"; do
  [ "$id" = "\${current##*/}" ] && { echo "$section $id is live: kept" >&2; continue; }
  rm -rf "releases/$section/$id"
done`,
    [section, ...ids],
  );
}

/**
 * Deletes the folders of a section's uploads that never became a release (no `release.json`: the
 * upload broke off) once a day old, so one still arriving is left alone. Returns their names.
 * @param {import('./target.js').Target} target
 * @param {Section} section
 * @returns {Promise<string[]>}
 */
export async function removeUnfinished(target, section) {
  const out = await runOnTarget(
    target,
    `section=$1
exec 9> ".locks/$section"
flock 9
for dir in "releases/$section"/*/; do
  [ -d "$dir" ] || continue
  [ -f "\${dir}release.json" ] && continue
  [ -n "$(find "$dir" -maxdepth 0 -mmin +1440)" ] || continue
  rm -rf "$dir" && basename "$dir"
done
exit 0`,
    [section],
  );
  return out.split('\n').filter(Boolean);
}

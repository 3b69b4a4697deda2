// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { userInfo, tmpdir } from 'node:os';
import path from 'node:path';
import { createReleaseServer } from '@site/server/releaseServer';
import { releaseParts, shellAssets } from '@site/server/releaseLayout';
import { buildRelease, filesOf } from './build.js';
import { previousOf, prunable } from './policy.js';
import { run } from './run.js';
import { readState, removeReleases, removeUnfinished, sections, switchLive } from './store.js';
import { downloadFrom, runOnTarget, uploadTo } from './target.js';
import { problemsOf } from './verify.js';

/** @typedef {import('./target.js').Target} Target */
/** @typedef {import('./store.js').Section} Section */

/** The file in a release that lists every other file of it with its size: the upload's check. */
const filesList = 'files.json';

const by = () => process.env.RELEASED_BY ?? userInfo().username;

/** A release id: when (UTC, to the second), from which commit, and a few letters of its own. */
function newReleaseId(/** @type {string} */ commit) {
  const when = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${when}-${commit.slice(0, 7)}-${randomBytes(2).toString('hex')}`;
}

/**
 * The target's live releases on this machine, with their code, for the prerender to serve: a
 * folder target's own, or those of a host copied here.
 * @param {Target} target
 * @param {import('./store.js').TargetState} state
 * @param {string} work
 * @returns {Promise<import('@site/server/releaseLayout').LiveRelease[]>}
 */
async function liveHere(target, state, work) {
  return Promise.all(
    Object.entries(state.live).map(async ([section, id = '']) => {
      const info = state.releases.find((entry) => entry.section === section && entry.id === id);
      if (!info) throw new Error(`live/${section} names ${id}, which has no release.json`);
      const folder = `releases/${section}/${id}`;
      let dir = path.join(target.root, folder);
      if (target.kind === 'ssh') {
        dir = path.join(work, 'live', section);
        await downloadFrom(
          target,
          `${folder}/${releaseParts.code}`,
          path.join(dir, releaseParts.code),
        );
      }
      return {
        section: /** @type {Section} */ (section),
        id,
        dir,
        info: /** @type {import('@site/server/releaseLayout').ReleaseInfo} */ (
          /** @type {unknown} */ (info)
        ),
      };
    }),
  );
}

/**
 * Builds a section's release, uploads it create-only and, unless `stageOnly`, checks it and
 * makes it live.
 * @param {{ section: Section; target: Target; origin?: string; stageOnly: boolean }} options
 */
export async function release({ section, target, origin, stageOnly }) {
  const commit = (await run(['git', 'rev-parse', 'HEAD'])).trim();
  const id = newReleaseId(commit);
  const state = await readState(target);
  const basedOn = state.live[section] ?? null;
  const work = await mkdtemp(path.join(tmpdir(), `release-${section}-`));
  try {
    const live = await liveHere(target, state, work);
    console.log(`${section}: building release ${id} from ${commit.slice(0, 7)}…`);
    const folder = await buildRelease({
      section,
      id,
      work,
      live,
      info: { section, id, commit, builtAt: new Date().toISOString(), by: by(), basedOn },
    });
    const files = await filesOf(folder);
    await writeFile(path.join(folder, filesList), JSON.stringify(Object.fromEntries(files)));
    console.log(`${section}: uploading ${files.size} files to ${target.label}…`);
    await uploadTo(target, folder, `releases/${section}/${id}`);
    // The shell's scripts and styles are named by their content: every shell release adds its own
    // to one pool, so a page made against an older shell keeps finding them (create-only too).
    if (section === 'shell') {
      await uploadTo(
        target,
        path.join(folder, releaseParts.code, 'assets'),
        `${shellAssets}/assets`,
      );
    }
    if (stageOnly) {
      console.log(
        `${section} ${id} is on the target, not live: pnpm release:promote ${section} ${id}`,
      );
      return;
    }
    await promote({ section, id, target, origin, release: folder });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Checks a release on the target and makes it live, if what it was made against is still live.
 * @param {{ section: Section; id: string; target: Target; origin?: string; release?: string }} options
 *   `release` the release's folder on this machine, when it was just made here
 */
export async function promote({ section, id, target, origin, release: local }) {
  const state = await readState(target);
  const info = state.releases.find((entry) => entry.section === section && entry.id === id);
  if (!info) throw new Error(`${section} ${id} is not a release on ${target.label}`);
  const work = await mkdtemp(path.join(tmpdir(), `check-${section}-`));
  try {
    const folder = local ?? path.join(work, 'release');
    if (!local) await downloadFrom(target, `releases/${section}/${id}`, folder);
    const listed = JSON.parse(
      await runOnTarget(target, `cat "$1"`, [`releases/${section}/${id}/${filesList}`]),
    );
    const problems = await checked({ target, section, id, folder, origin, listed });
    if (problems.length > 0) {
      throw new Error(
        `${section} ${id} did not go live; the live site is as it was:\n  ${problems.join('\n  ')}`,
      );
    }
    await switchLive(
      target,
      {
        at: new Date().toISOString(),
        action: 'release',
        section,
        id,
        commit: info.commit,
        by: by(),
        replaced: state.live[section] ?? null,
      },
      /** @type {string | null} */ (info.basedOn ?? null),
    );
    console.log(
      `${section} ${id} is live on ${target.label} (it replaced ${state.live[section] ?? 'nothing'}).`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * What is wrong with a release on its target: files that did not arrive whole, and addresses
 * that do not answer. On a folder the release is looked at as if live (a server over the
 * target that shows it); on a host, through `origin`, the files its pages and manifest name.
 * @param {{
 *   target: Target;
 *   section: Section;
 *   id: string;
 *   folder: string;
 *   origin?: string;
 *   listed: Record<string, number>;
 * }} options
 */
async function checked({ target, section, id, folder, origin, listed }) {
  const local = new Map(Object.entries(listed));
  if (target.kind === 'ssh' || origin) {
    return problemsOf({
      target,
      section,
      id,
      local,
      release: folder,
      origin: origin ?? '',
      pages: false,
    });
  }
  const preview = createReleaseServer({
    root: target.root,
    origin: 'https://preview.invalid',
    preview: { [section]: id },
  });
  await new Promise((resolve) => preview.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (preview.address());
  try {
    return await problemsOf({
      target,
      section,
      id,
      local,
      release: folder,
      origin: `http://127.0.0.1:${address.port}`,
      pages: true,
    });
  } finally {
    preview.close();
  }
}

/**
 * Makes a section's earlier release live again (by default the one the live release replaced),
 * once its files are checked on the target: the bytes that were live then are live again.
 * @param {{ section: Section; id?: string; target: Target }} options
 */
export async function rollback({ section, id, target }) {
  const state = await readState(target);
  const current = state.live[section] ?? null;
  const wanted = id ?? previousOf(state, section);
  if (!wanted)
    throw new Error(`${section} has no earlier release to go back to on ${target.label}`);
  const info = state.releases.find((entry) => entry.section === section && entry.id === wanted);
  if (!info) throw new Error(`${section} ${wanted} is not a release on ${target.label}`);
  if (wanted === current) throw new Error(`${section} ${wanted} is live already`);
  // Its files are checked as a new release's are: one deleted by hand or half-uploaded never
  // goes live.
  const listed = JSON.parse(
    await runOnTarget(target, `cat "$1"`, [`releases/${section}/${wanted}/${filesList}`]),
  );
  const problems = await problemsOf({
    target,
    section,
    id: wanted,
    local: new Map(Object.entries(listed)),
    release: '',
    origin: '',
    pages: false,
  });
  if (problems.length > 0) {
    throw new Error(
      `${section} ${wanted} is not whole on ${target.label}; the live site is as it was:\n  ${problems.join('\n  ')}`,
    );
  }
  await switchLive(
    target,
    {
      at: new Date().toISOString(),
      action: 'rollback',
      section,
      id: wanted,
      commit: info.commit,
      by: by(),
      replaced: current,
    },
    current,
  );
  console.log(
    `${section} is back on ${wanted} (from ${info.commit.slice(0, 7)}), replacing ${current}.`,
  );
}

/** Prints each section's releases: which is live, which came before it, when and from what. */
export async function listReleases(/** @type {Target} */ target) {
  const state = await readState(target);
  for (const section of sections) {
    const own = state.releases.filter((entry) => entry.section === section);
    console.log(`\n${section}${own.length ? '' : ': no releases'}`);
    const previous = previousOf(state, section);
    for (const entry of own.toReversed()) {
      const mark =
        entry.id === state.live[section] ? 'live' : entry.id === previous ? 'before' : '';
      console.log(
        `  ${mark.padEnd(6)} ${entry.id}  ${entry.commit.slice(0, 7)}  ${entry.builtAt}  ${entry.by}`,
      );
    }
  }
  const last = state.log.slice(-5);
  if (last.length) console.log('\nLast switches:');
  for (const line of last) {
    console.log(
      `  ${line.at} ${line.action} ${line.section} ${line.id} (was ${line.replaced ?? 'nothing'}) by ${line.by}`,
    );
  }
}

/**
 * Deletes old releases: never the live one, the one before it, the newest `keep`, or one younger
 * than the longest cache lifetime plus a day (policy.js); and uploads that never finished, a day on.
 * @param {{ target: Target; keep: number }} options
 */
export async function prune({ target, keep }) {
  const state = await readState(target);
  for (const section of sections) {
    const ids = prunable(state, section, { keep, now: Date.now() });
    await removeReleases(target, section, ids);
    const unfinished = await removeUnfinished(target, section);
    const removed = [...ids, ...unfinished.map((name) => `${name} (upload never finished)`)];
    console.log(
      `${section}: ${removed.length ? `removed ${removed.join(', ')}` : 'nothing to remove'}`,
    );
  }
}

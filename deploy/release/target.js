// @ts-check
// Where releases go: a folder on this machine, or one on a host reached over SSH. Every change
// on a target is a small POSIX shell script run there (`sh -s` locally, `ssh host sh -s`), so
// both kinds behave alike; files travel with rsync.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * @typedef {{ kind: 'folder'; root: string; label: string }} FolderTarget
 * @typedef {{
 *   kind: 'ssh';
 *   root: string;
 *   label: string;
 *   host: string;
 *   port?: string;
 *   identity?: string;
 * }} SshTarget
 * @typedef {FolderTarget | SshTarget} Target
 */

/**
 * `--to` as the release commands take it: a folder (`./site`, `/srv/site`) or
 * `ssh://user@host[:port]/path/on/host`; `RELEASE_SSH_KEY` names a key file for SSH.
 * @param {string} to
 * @returns {Target}
 */
export function parseTarget(to) {
  if (!to)
    throw new Error('Say where to release: --to <folder> or --to ssh://user@host[:port]/path');
  if (!to.startsWith('ssh://')) return { kind: 'folder', root: path.resolve(to), label: to };
  const url = new URL(to);
  if (!url.hostname || !url.pathname || url.pathname === '/') {
    throw new Error(`--to ${to}: expected ssh://user@host[:port]/path`);
  }
  return {
    kind: 'ssh',
    root: decodeURIComponent(url.pathname),
    label: to,
    host: url.username ? `${decodeURIComponent(url.username)}@${url.hostname}` : url.hostname,
    ...(url.port ? { port: url.port } : {}),
    ...(process.env.RELEASE_SSH_KEY ? { identity: process.env.RELEASE_SSH_KEY } : {}),
  };
}

/** A word quoted for a POSIX shell. */
export const shellWord = (/** @type {string} */ word) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * The ssh command line for a target: no questions asked on a machine without a terminal. Given a
 * known hosts file (`RELEASE_SSH_KNOWN_HOSTS`, as CI has), only the host it names is trusted;
 * without one, a host met for the first time is trusted and remembered, a changed key refused.
 * @param {SshTarget} target
 */
export const sshCommand = (target) => [
  'ssh',
  '-o',
  'BatchMode=yes',
  ...(process.env.RELEASE_SSH_KNOWN_HOSTS
    ? [
        '-o',
        'StrictHostKeyChecking=yes',
        '-o',
        `UserKnownHostsFile=${process.env.RELEASE_SSH_KNOWN_HOSTS}`,
      ]
    : ['-o', 'StrictHostKeyChecking=accept-new']),
  ...(target.port ? ['-p', target.port] : []),
  ...(target.identity ? ['-i', target.identity] : []),
];

/**
 * Runs a shell script on the target with its root as the working folder and `args` as $1, $2...
 * Resolves with what it printed; rejects with its error output and exit code.
 * @param {Target} target
 * @param {string} script
 * @param {string[]} [args]
 * @returns {Promise<string>}
 */
export function runOnTarget(target, script, args = []) {
  const body = `set -eu\nmkdir -p ${shellWord(target.root)}\ncd ${shellWord(target.root)}\n${script}`;
  const [command = 'sh', ...commandArgs] =
    target.kind === 'folder'
      ? ['sh', '-s', '--', ...args]
      : [...sshCommand(target), target.host, ['sh', '-s', '--', ...args.map(shellWord)].join(' ')];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(Object.assign(new Error(err.trim() || `exited with ${code}`), { code })),
    );
    child.stdin.end(body);
  });
}

/** A folder of the target as rsync names it: a path, or `host:path` over SSH. */
const rsyncPlace = (/** @type {Target} */ target, /** @type {string} */ folder) =>
  target.kind === 'folder'
    ? path.join(target.root, folder)
    : `${target.host}:${path.posix.join(target.root, folder)}`;

/**
 * Runs rsync from one folder's contents into another's, over the target's SSH when it has one.
 * @param {Target} target
 * @param {string[]} options
 * @param {string} from
 * @param {string} to
 * @param {string} what the copy, for the error: `to releases/...`
 */
function rsync(target, options, from, to, what) {
  const args = [
    ...options,
    ...(target.kind === 'ssh' ? ['-e', sshCommand(target).map(shellWord).join(' ')] : []),
    from.replace(/\/?$/, '/'),
    to.replace(/\/?$/, '/'),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('rsync', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`rsync ${what}: ${err.trim() || code}`)),
    );
  });
}

/**
 * Copies a local folder to a folder of the target that does not exist yet, create-only: rsync
 * never overwrites or deletes a file there (`--ignore-existing`), so a release already uploaded
 * stays exactly as it was.
 * @param {Target} target
 * @param {string} from local folder
 * @param {string} to folder below the target's root
 */
export const uploadTo = (target, from, to) =>
  rsync(
    target,
    ['--recursive', '--links', '--times', '--ignore-existing', '--mkpath'],
    from,
    rsyncPlace(target, to),
    `to ${to}`,
  );

/**
 * Copies a folder of the target to this machine (the live releases a new one is made against).
 * @param {Target} target
 * @param {string} from folder below the target's root
 * @param {string} to local folder
 */
export const downloadFrom = (target, from, to) =>
  rsync(
    target,
    ['--recursive', '--copy-links', '--times', '--mkpath'],
    rsyncPlace(target, from),
    to,
    `from ${from}`,
  );

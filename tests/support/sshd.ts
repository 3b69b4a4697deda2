import { execFile, spawn } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, untilAnswering } from '@site/server/loopback';

const run = promisify(execFile);

/**
 * Debian's OpenSSH server on a loopback port, for this run only: its own host key, known to the
 * release commands, and a key made for the run that it lets in. `env` is what the release commands need to reach it.
 */
export async function startSshd(dir: string) {
  await mkdir(dir, { recursive: true });
  const hostKey = path.join(dir, 'host_key');
  const userKey = path.join(dir, 'user_key');
  for (const key of [hostKey, userKey]) {
    await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', key]);
  }
  const authorized = path.join(dir, 'authorized_keys');
  await writeFile(authorized, await readFile(`${userKey}.pub`));
  await chmod(authorized, 0o600);
  const port = await freePort();
  const config = path.join(dir, 'sshd_config');
  await writeFile(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `AuthorizedKeysFile ${authorized}`,
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'StrictModes no',
      'UsePAM no',
      `PidFile ${path.join(dir, 'sshd.pid')}`,
      '',
    ].join('\n'),
  );
  await mkdir('/run/sshd', { recursive: true });
  const sshd = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', config], { stdio: 'ignore' });
  await untilAnswering(port, sshd, 'sshd exited');
  // The host is known as CI knows the live host: its key written down beforehand, nothing else
  // trusted (the release commands then refuse any other key).
  const knownHosts = path.join(dir, 'known_hosts');
  const [kind, key] = (await readFile(`${hostKey}.pub`, 'utf8')).split(' ');
  await writeFile(knownHosts, `[127.0.0.1]:${port} ${kind} ${key}\n`);
  const user = (await run('id', ['-un'])).stdout.trim();
  return {
    url: (folder: string) => `ssh://${user}@127.0.0.1:${port}${folder}`,
    env: { RELEASE_SSH_KEY: userKey, RELEASE_SSH_KNOWN_HOSTS: knownHosts },
    stop: () =>
      new Promise((resolve) => {
        if (sshd.exitCode !== null) return resolve(undefined);
        sshd.once('exit', resolve);
        sshd.kill();
      }),
  };
}

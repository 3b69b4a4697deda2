// @ts-check
// Ports on this machine's loopback interface, for the servers the tests, the benches and the
// local tools start beside the site (nginx, Varnish, sshd, decap-server, WebKit's driver).
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A loopback port no one listens on now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Whether something accepts a connection on a loopback port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * Waits until a server just started answers on its port, however long a slow machine takes;
 * throws as soon as its process exits instead.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} exited what to say when it exits, before its exit code
 */
export async function untilAnswering(port, child, exited) {
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`${exited} (exit ${child.exitCode})`);
    await delay(50);
  }
}

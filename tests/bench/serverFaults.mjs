// The fault run of `pnpm bench:server --faults`: the Node server (`pnpm serve`, its own process)
// under a steady load of visitors (autocannon on a page) while, at the same time, clients that
// abort downloads of the largest file mid-way and clients that send their headers a byte at a
// time (slowloris) hold it. Compares the visitors' requests/s, p99 and errors with a run without
// the faults, and samples the server's open files and memory (/proc) before, during and after.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { freePort } from '@site/server/loopback';
import { defaultMounts } from '@site/server/siteLayout';

const workspace = path.resolve(import.meta.dirname, '../..');

/** The largest file the site serves, below a remote's folder: what an aborted download asks for. */
function largestFile() {
  let best = { size: 0, address: '' };
  for (const [prefix, dir] of Object.entries(defaultMounts)) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.(br|gz|map)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size } = statSync(file);
      if (size > best.size) best = { size, address: `${prefix}${path.relative(dir, file)}` };
    }
  }
  return best;
}

/** The server process's open file descriptors and resident memory (MB). */
function sample(pid) {
  const fds = readdirSync(`/proc/${pid}/fd`).length;
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { fds, rssMb: Math.round(rss / 1024) };
}

/** Clients that ask for `address` and hang up after the first bytes, over and over. */
function abortingClients(port, address, count, running) {
  let aborted = 0;
  const one = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `GET ${address} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`,
        ),
      );
      socket.once('data', () => {
        socket.destroy();
        aborted += 1;
        resolve();
      });
      socket.on('error', resolve);
      socket.on('close', resolve);
    });
  const loops = Array.from({ length: count }, async () => {
    while (running()) await one();
  });
  return { done: Promise.all(loops), aborted: () => aborted };
}

/** Clients that send a request's headers one byte every `gap` ms and never finish. */
function slowClients(port, count, gap) {
  const request = 'GET /en/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(4000);
  const sockets = Array.from({ length: count }, () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= request.length) return clearInterval(timer);
      socket.write(request[sent++]);
    }, gap);
    return { socket, timer };
  });
  return {
    open: () => sockets.filter(({ socket }) => !socket.destroyed).length,
    stop: () => sockets.forEach(({ socket, timer }) => (clearInterval(timer), socket.destroy())),
  };
}

/**
 * @param {{ seconds: number; connections: number }} options
 * @returns {Promise<object[]>} rows for console.table
 */
export async function faultRun({ seconds, connections }) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(workspace, 'server/serveSite.js')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (
      !(await fetch(`http://127.0.0.1:${port}/remotes.json`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      await delay(100);
    }
    const load = () =>
      autocannon({
        url: `http://127.0.0.1:${port}/en/products`,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip' },
      });
    const quiet = await load();
    // After the same load without faults: what the server holds when it has warmed up.
    const before = sample(server.pid);

    const file = largestFile();
    let running = true;
    const samples = [];
    const sampler = setInterval(() => samples.push(sample(server.pid)), 500);
    const slow = slowClients(port, 200, 100);
    const aborting = abortingClients(port, file.address, 20, () => running);
    const underFaults = await load();
    const slowStillOpen = slow.open();
    running = false;
    await aborting.done;
    slow.stop();
    clearInterval(sampler);
    await delay(2000);
    const after = sample(server.pid);
    const during = {
      fds: Math.max(...samples.map(({ fds }) => fds)),
      rssMb: Math.max(...samples.map(({ rssMb }) => rssMb)),
    };
    const row = (name, result, extra) => ({
      case: name,
      'requests/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      ...extra,
    });
    console.log(
      `Faults: 200 clients sending headers a byte per 100 ms (${slowStillOpen} still open at the end), 20 clients aborting ${file.address} (${Math.round(file.size / 1024)} KB) after its first bytes, ${aborting.aborted()} times.`,
    );
    return [
      row('Node, page, no faults', quiet, {
        'open files': before.fds,
        'memory MB': before.rssMb,
      }),
      row('Node, page, under faults', underFaults, {
        'open files': `${during.fds} at most`,
        'memory MB': `${during.rssMb} at most`,
      }),
      { case: 'Node, 2 s after the faults', 'open files': after.fds, 'memory MB': after.rssMb },
    ];
  } finally {
    server.kill();
  }
}

import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends one request exactly as written (request line and headers byte for byte, which fetch and
 * browsers would normalise) and reads the whole answer; the connection is closed after it.
 */
export function rawRequest(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
      let body: Buffer = all.subarray(split + 4);
      if (headers['transfer-encoding'] === 'chunked') body = unchunked(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(head.endsWith('\r\n\r\n') ? head : `${head}\r\n\r\n`, 'latin1');
  });
}

function unchunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const end = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, end).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

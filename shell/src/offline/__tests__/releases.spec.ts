import { afterEach, describe, expect, it, vi } from 'vitest';
import { newReleaseOut, noteRunningRelease } from '../releases';

const manifest = (file: string) => ({
  name: 'products_mfe',
  exposes: [{ assets: { js: { sync: [file], async: [] }, css: { sync: [], async: [] } } }],
});

/** The server as it is after a deploy: remotes.json and the manifests by address. */
function serve(files: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, location.href);
      const body = files[url.pathname];
      return body === undefined
        ? new Response('', { status: 404 })
        : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** A deploy: remotes.json names the products section's manifest at `entry`, which lists `file`. */
const deployed = (entry: string, file: string) =>
  serve({ '/remotes.json': { remotes: { products_mfe: entry } }, [entry]: manifest(file) });

afterEach(() => vi.unstubAllGlobals());

describe('a newer release than the tab runs', () => {
  it('is out when a section this tab runs has a new manifest at its address', async () => {
    noteRunningRelease('products_mfe', '/mfe/products/mf-manifest.json', manifest('a-1.js'));
    deployed('/mfe/products/mf-manifest.json', 'a-1.js');
    expect(await newReleaseOut()).toBe(false);
    deployed('/mfe/products/mf-manifest.json', 'a-2.js');
    expect(await newReleaseOut()).toBe(true);
  });

  it('is out when remotes.json points the section elsewhere', async () => {
    noteRunningRelease('products_mfe', '/mfe/products/mf-manifest.json', manifest('a-1.js'));
    deployed('/releases/products-2/mf-manifest.json', 'a-1.js');
    expect(await newReleaseOut()).toBe(true);
  });

  it('is not claimed when nothing can be asked (offline)', async () => {
    noteRunningRelease('products_mfe', '/mfe/products/mf-manifest.json', manifest('a-1.js'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await newReleaseOut()).toBe(false);
  });
});

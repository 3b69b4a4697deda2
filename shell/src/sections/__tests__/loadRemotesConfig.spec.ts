import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLoadTimeoutMs } from '@site/shared/contract/remotes';
import { forgetRemotesConfig, loadRemotesConfig } from '../loadRemotesConfig';

function serve(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('loadRemotesConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetRemotesConfig();
  });

  it('resolves each remote entry against the page and keeps the mounts in order', async () => {
    serve({
      remotes: { products_mfe: '/mfe/products/mf-manifest.json' },
      mounts: { services: 'services_mfe', products: 'products_mfe' },
      loadTimeoutMs: 5000,
    });
    const config = await loadRemotesConfig();
    expect(config.remotes.products_mfe).toBe(`${location.origin}/mfe/products/mf-manifest.json`);
    expect(Object.keys(config.mounts)).toEqual(['services', 'products']);
    expect(config.loadTimeoutMs).toBe(5000);
  });

  it('leaves out a malformed entry or mount without losing the others', async () => {
    serve({
      remotes: {
        services_mfe: 42,
        showcase_mfe: '',
        products_mfe: 'https://cdn.example.com/p/mf-manifest.json',
      },
      mounts: { products: 'products_mfe', 'Bad Mount': 'x', about: 7 },
    });
    const config = await loadRemotesConfig();
    expect(config.remotes).toEqual({ products_mfe: 'https://cdn.example.com/p/mf-manifest.json' });
    expect(config.mounts).toEqual({ products: 'products_mfe' });
    expect(config.loadTimeoutMs).toBe(defaultLoadTimeoutMs);
  });

  it('rejects a file without remotes, and asks again next time', async () => {
    serve({ nothing: true });
    await expect(loadRemotesConfig()).rejects.toThrow('no "remotes" object');
    serve({ remotes: { services_mfe: '/mfe/services/mf-manifest.json' } });
    await expect(loadRemotesConfig()).resolves.toHaveProperty('remotes.services_mfe');
  });

  it('rejects a missing file', async () => {
    serve('not found', 404);
    await expect(loadRemotesConfig()).rejects.toThrow('remotes.json answered 404');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLoadTimeoutMs, forgetRemotesConfig, loadRemotesConfig } from '../remotesConfig';

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

  it('resolves each remote entry against the page', async () => {
    serve({ remotes: { products: '/mfe/products/mf-manifest.json' }, loadTimeoutMs: 5000 });
    const config = await loadRemotesConfig();
    expect(config.remotes.products).toBe(`${location.origin}/mfe/products/mf-manifest.json`);
    expect(config.loadTimeoutMs).toBe(5000);
  });

  it('leaves out a malformed entry without losing the others', async () => {
    serve({
      remotes: {
        services: 42,
        showcase: '',
        products: 'https://cdn.example.com/p/mf-manifest.json',
      },
    });
    const config = await loadRemotesConfig();
    expect(config.remotes).toEqual({ products: 'https://cdn.example.com/p/mf-manifest.json' });
    expect(config.loadTimeoutMs).toBe(defaultLoadTimeoutMs);
  });

  it('rejects a file without remotes, and asks again next time', async () => {
    serve({ nothing: true });
    await expect(loadRemotesConfig()).rejects.toThrow('no "remotes" object');
    serve({ remotes: { services: '/mfe/services/mf-manifest.json' } });
    await expect(loadRemotesConfig()).resolves.toHaveProperty('remotes.services');
  });

  it('rejects a missing file', async () => {
    serve('not found', 404);
    await expect(loadRemotesConfig()).rejects.toThrow('remotes.json answered 404');
  });
});

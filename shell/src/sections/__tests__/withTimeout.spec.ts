import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from '../withTimeout';

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('entry'), 100, 'remote')).resolves.toBe('entry');
  });

  it('passes the error of a load that fails in time', async () => {
    await expect(withTimeout(Promise.reject(new Error('refused')), 100, 'remote')).rejects.toThrow(
      'refused',
    );
  });

  it('gives up on a load that never answers', async () => {
    vi.useFakeTimers();
    const hung = withTimeout(new Promise(() => undefined), 10_000, 'products_mfe/section');
    vi.advanceTimersByTime(10_000);
    await expect(hung).rejects.toBeInstanceOf(TimeoutError);
    await expect(hung).rejects.toThrow('products_mfe/section did not answer within 10000 ms');
  });
});

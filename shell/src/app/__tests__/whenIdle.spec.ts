import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../whenIdle';

describe('whenIdle', () => {
  const original = window.requestIdleCallback;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.requestIdleCallback = original;
  });

  it('hands the work to requestIdleCallback with its time limit where the browser has it', () => {
    const idle = vi.fn();
    window.requestIdleCallback = idle as unknown as typeof window.requestIdleCallback;
    const work = vi.fn();
    whenIdle(work, 5000);
    expect(idle).toHaveBeenCalledWith(work, { timeout: 5000 });
  });

  it('without it (Safari), runs the work a second after the page has loaded', () => {
    // @ts-expect-error: Safari has no requestIdleCallback.
    delete window.requestIdleCallback;
    const work = vi.fn();
    whenIdle(work, 5000);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

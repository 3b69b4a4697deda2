import { afterEach, describe, expect, it, vi } from 'vitest';
import { rebuildOnChange } from '../rebuildOnChange.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A content folder whose changes the test makes. */
function fakeFolder() {
  const listeners: (() => void)[] = [];
  return {
    watchFolder: (_folder: string, onChange: () => void) => {
      listeners.push(onChange);
      return { close: () => listeners.splice(0) };
    },
    change: () => listeners.forEach((listener) => listener()),
  };
}

describe('the preview of pnpm cms', () => {
  it('builds once after a save that writes several files, when they are quiet', async () => {
    vi.useFakeTimers();
    const folder = fakeFolder();
    const build = vi.fn(async () => {});
    rebuildOnChange({
      folders: ['content'],
      build,
      quietMs: 1000,
      watchFolder: folder.watchFolder,
    });
    folder.change();
    folder.change();
    await vi.advanceTimersByTimeAsync(500);
    folder.change();
    expect(build).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds once more after a build when a save came during it, never two at once', async () => {
    vi.useFakeTimers();
    const folder = fakeFolder();
    let finish = () => {};
    let running = 0;
    let most = 0;
    const build = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          finish = () => {
            running -= 1;
            resolve();
          };
        }),
    );
    rebuildOnChange({ folders: ['content'], build, quietMs: 100, watchFolder: folder.watchFolder });
    folder.change();
    await vi.advanceTimersByTimeAsync(100);
    expect(build).toHaveBeenCalledTimes(1);
    folder.change();
    await vi.advanceTimersByTimeAsync(100);
    folder.change();
    await vi.advanceTimersByTimeAsync(100);
    expect(build).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(build).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(build).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('stops watching when closed', async () => {
    vi.useFakeTimers();
    const folder = fakeFolder();
    const build = vi.fn(async () => {});
    const preview = rebuildOnChange({
      folders: ['content'],
      build,
      watchFolder: folder.watchFolder,
    });
    preview.close();
    folder.change();
    await vi.advanceTimersByTimeAsync(5000);
    expect(build).not.toHaveBeenCalled();
  });
});

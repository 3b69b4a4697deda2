import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyPresses } from '../earlyPresses';

describe('keepEarlyPresses', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    delete document.documentElement.dataset.render;
  });

  it('presses the last button pressed before the client took over, once, after it has', async () => {
    const [first, second] = ['Menu', 'Language'].map((name) => {
      const button = document.createElement('button');
      button.textContent = name;
      document.body.append(button);
      return button;
    });
    keepEarlyPresses();
    first!.click();
    second!.click();

    // The client's handlers arrive with React; only presses after that count.
    const onLanguage = vi.fn();
    const onMenu = vi.fn();
    second!.addEventListener('click', onLanguage);
    first!.addEventListener('click', onMenu);
    expect(onLanguage).not.toHaveBeenCalled();

    document.documentElement.dataset.render = 'hydrated';
    // Runs the replay the change schedules, once the page's observers have heard of it.
    await vi.runAllTimersAsync();
    expect(onLanguage).toHaveBeenCalledTimes(1);
    expect(onMenu).not.toHaveBeenCalled();

    second!.click();
    expect(onLanguage).toHaveBeenCalledTimes(2);
  });

  it('presses nothing when no button was pressed or the page was rendered afresh', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    keepEarlyPresses();
    button.click();
    button.remove();
    const onPress = vi.fn();
    button.addEventListener('click', onPress);
    document.documentElement.dataset.render = 'client';
    await vi.runAllTimersAsync();
    expect(onPress).not.toHaveBeenCalled();
  });
});

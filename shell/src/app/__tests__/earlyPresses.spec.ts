import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyPresses } from '../earlyPresses';

/**
 * Resolves once `<html data-render>` has changed and the replay that change schedules has run:
 * this observer is told after the one `keepEarlyPresses` made, and its task runs after that one's.
 */
function afterReplay(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      setTimeout(resolve, 0);
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-render'],
    });
  });
}

describe('keepEarlyPresses', () => {
  afterEach(() => {
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

    const replayed = afterReplay();
    document.documentElement.dataset.render = 'hydrated';
    await replayed;
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
    const replayed = afterReplay();
    document.documentElement.dataset.render = 'client';
    await replayed;
    expect(onPress).not.toHaveBeenCalled();
  });
});

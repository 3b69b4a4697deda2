import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/renderWithSite';
import { SaveCatalogue } from '../SaveCatalogue';

/** An IntersectionObserver the test moves: `comeNear()` brings what it watches near the screen. */
function stubObserver() {
  const watching: { callback: IntersectionObserverCallback; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        watching.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    watching,
    comeNear: () =>
      act(() => {
        for (const { callback } of watching) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the offline catalogue panel', () => {
  it('says what it is for at once, and what the device holds when the visitor comes near', async () => {
    const screenEdge = stubObserver();
    const { i18n } = await renderWithSite(<SaveCatalogue section="products" />);
    const words = (key: string) => i18n.t(`common:offlineCatalogue.${key}`);
    const panel = screen.getByRole('region', { name: words('title') });

    expect(panel).toHaveTextContent(words('text'));
    expect(screenEdge.watching).toMatchObject([{ margin: '50% 0px' }]);
    // Even with its code at hand, the panel's state waits for the visitor to come near.
    await act(async () => {
      await import('../CatalogueState');
    });
    expect(screen.queryByText(words('unsupported'))).toBeNull();

    await screenEdge.comeNear();
    // The test page has no service worker: the panel says the catalogue cannot be saved here.
    expect(await screen.findByText(words('unsupported'))).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import { ScrollToTop, scrollRetriesMs } from '../ScrollToTop';

function Navigator() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/en/products')}>
      Products
    </button>
  );
}

/** The first page of a visit, with a link-like button to another. */
const renderSite = () =>
  render(
    <MemoryRouter initialEntries={['/en']}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );

describe('ScrollToTop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('leaves the first page alone, then scrolls to the top on a route change and again at 50 ms and 200 ms', () => {
    expect(scrollRetriesMs).toEqual([50, 200]);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderSite();
    act(() => vi.advanceTimersByTime(300));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(50));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(150));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it.each([
    ['turns the mouse wheel', () => fireEvent.wheel(window)],
    ['swipes', () => fireEvent.touchMove(window)],
    ['presses a key', () => fireEvent.keyDown(window, { key: 'PageDown' })],
  ])('stops the retries once the visitor %s', (_, scrollOneself) => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderSite();
    fireEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(50));
    act(() => scrollOneself());
    act(() => vi.advanceTimersByTime(300));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

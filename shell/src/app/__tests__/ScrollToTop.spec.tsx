import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollToTop, scrollRetriesMs } from '../ScrollToTop';

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls to the top on a route change and again at 50 ms and 200 ms', () => {
    expect(scrollRetriesMs).toEqual([50, 200]);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/en']}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    act(() => {
      void navigate('/en/products');
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(50));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(150));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { RatingStars } from '../RatingStars';

/** How far each star is painted gold: where its gradient turns from the filled colour. */
function fills(container: HTMLElement): string[] {
  return [...container.querySelectorAll('svg')].map(
    (star) => star.querySelector('stop')?.getAttribute('offset') ?? '',
  );
}

describe('RatingStars', () => {
  it('shows 4.8 as four full stars and one mostly filled', async () => {
    const { container } = await renderWithSite(<RatingStars value={4.8} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '80%']);
  });

  it('shows 5 as five full stars', async () => {
    const { container } = await renderWithSite(<RatingStars value={5} />);
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '100%']);
  });

  it('keeps the value within 0 to 5', async () => {
    const { container } = await renderWithSite(<RatingStars value={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toHaveLength(5);
  });

  it('writes the number the way the language does', async () => {
    await renderWithSite(<RatingStars value={4.8} />, { language: 'ru' });
    expect(screen.getByRole('img', { name: 'Оценка 4,8 из 5' })).toBeInTheDocument();
  });
});

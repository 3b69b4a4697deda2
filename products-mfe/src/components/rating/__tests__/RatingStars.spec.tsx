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
    const { container, i18n } = await renderWithSite(<RatingStars value={4.8} />);
    const t = i18n.getFixedT('en', 'common');
    expect(
      screen.getByRole('img', { name: t('rating.label', { value: '4.8', max: 5 }) }),
    ).toBeInTheDocument();
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '80%']);
  });

  it('shows 5 as five full stars', async () => {
    const { container } = await renderWithSite(<RatingStars value={5} />);
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '100%']);
  });

  it('keeps the value within 0 to 5', async () => {
    const { container, i18n } = await renderWithSite(<RatingStars value={7} />);
    const t = i18n.getFixedT('en', 'common');
    expect(
      screen.getByRole('img', { name: t('rating.label', { value: '5', max: 5 }) }),
    ).toBeInTheDocument();
    expect(fills(container)).toHaveLength(5);
  });

  it('writes the number the way the language does', async () => {
    const { i18n } = await renderWithSite(<RatingStars value={4.8} />, { language: 'ru' });
    const t = i18n.getFixedT('ru', 'common');
    expect(
      screen.getByRole('img', { name: t('rating.label', { value: '4,8', max: 5 }) }),
    ).toBeInTheDocument();
  });
});

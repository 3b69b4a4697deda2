import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../testing/renderWithSite';
import { PhotoGrid } from '../photo-grid/PhotoGrid';

const photos = ['Cutting', 'Welding', 'Bending'].map((name, index) => ({
  src: `/photo-${index}.svg`,
  alt: `${name} in the workshop`,
  caption: name,
  width: 1200,
  height: 900,
}));

describe('PhotoGrid', () => {
  it('shows every photo with its caption', async () => {
    await renderWithSite(
      <PhotoGrid
        photos={photos}
        label="Workshop"
        fallback={(i) => `Photo ${i + 1}`}
        showCaptions
      />,
    );
    const grid = screen.getByRole('list', { name: 'Workshop' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByText('Bending')).toBeInTheDocument();
  });

  it('opens the lightbox on the chosen photo with a counter over the grid', async () => {
    const { i18n } = await renderWithSite(
      <PhotoGrid photos={photos} label="Workshop" fallback={(i) => `Photo ${i + 1}`} />,
    );
    const t = i18n.getFixedT('en', 'common');
    await userEvent.click(
      screen.getByRole('button', {
        name: t('gallery.enlargeNamed', { name: 'Welding in the workshop' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Workshop' });
    expect(
      within(dialog).getByText(t('lightbox.counter', { index: 2, total: 3 })),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Welding')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { Gallery } from '../Gallery';

const images = [1, 2, 3, 4].map((n) => ({
  src: `/machine-${n}.svg`,
  alt: `Machine view ${n}`,
  width: 1200,
  height: 900,
}));

describe('Gallery', () => {
  it('steps forward and wraps from the last image to the first', async () => {
    await renderWithSite(
      <Gallery images={images} label="Lathe" fallback={(i) => `Image ${i + 1}`} />,
    );
    expect(screen.getByRole('img', { name: 'Machine view 1' })).toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    }
    expect(screen.getByRole('img', { name: 'Machine view 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Machine view 1' })).toBeInTheDocument();
  });

  it('steps back from the first image to the last', async () => {
    await renderWithSite(
      <Gallery images={images} label="Lathe" fallback={(i) => `Image ${i + 1}`} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'Machine view 4' })).toBeInTheDocument();
  });

  it('selects an image from its thumbnail', async () => {
    await renderWithSite(
      <Gallery images={images} label="Lathe" fallback={(i) => `Image ${i + 1}`} />,
    );
    const third = screen.getByRole('button', { name: 'Image 3 of 4' });
    await userEvent.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Machine view 3' })).toBeInTheDocument();
  });

  it('opens the lightbox from the main image', async () => {
    await renderWithSite(
      <Gallery images={images} label="Lathe" fallback={(i) => `Image ${i + 1}`} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge image (1 / 4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lathe' });
    expect(within(dialog).getByText('1 / 4')).toBeInTheDocument();
  });
});

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

/** Renders the gallery and returns the shared words it is read with. */
async function render() {
  const { i18n } = await renderWithSite(
    <Gallery images={images} label="Lathe" fallback={(i) => `Image ${i + 1}`} />,
  );
  return i18n.getFixedT('en', 'common');
}

describe('Gallery', () => {
  it('steps forward and wraps from the last image to the first', async () => {
    const t = await render();
    expect(screen.getByRole('img', { name: 'Machine view 1' })).toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: t('gallery.next') }));
    }
    expect(screen.getByRole('img', { name: 'Machine view 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('gallery.next') }));
    expect(screen.getByRole('img', { name: 'Machine view 1' })).toBeInTheDocument();
  });

  it('steps back from the first image to the last', async () => {
    const t = await render();
    await userEvent.click(screen.getByRole('button', { name: t('gallery.previous') }));
    expect(screen.getByRole('img', { name: 'Machine view 4' })).toBeInTheDocument();
  });

  it('selects an image from its thumbnail', async () => {
    const t = await render();
    const third = screen.getByRole('button', { name: t('gallery.show', { index: 3, total: 4 }) });
    await userEvent.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Machine view 3' })).toBeInTheDocument();
  });

  it('opens the lightbox from the main image', async () => {
    const t = await render();
    await userEvent.click(
      screen.getByRole('button', { name: t('gallery.enlarge', { index: 1, total: 4 }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lathe' });
    expect(
      within(dialog).getByText(t('lightbox.counter', { index: 1, total: 4 })),
    ).toBeInTheDocument();
  });
});

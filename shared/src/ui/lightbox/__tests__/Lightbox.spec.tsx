import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../testing/renderWithSite';
import { Lightbox, type LightboxImage } from '../Lightbox';
import { useLightbox } from '../useLightbox';

const images: LightboxImage[] = [1, 2, 3].map((n) => ({
  src: `/image-${n}.svg`,
  alt: `Picture ${n}`,
  width: 1200,
  height: 900,
}));

function Grid() {
  const lightbox = useLightbox(images.length);
  return (
    <>
      {images.map((image, index) => (
        <button key={image.src} type="button" onClick={() => lightbox.open(index)}>
          Open {image.alt}
        </button>
      ))}
      <Lightbox images={images} controls={lightbox} label="Projects" />
    </>
  );
}

/** Renders the grid; gives the lightbox's words: its counter and the close button's name. */
async function renderGrid() {
  const { i18n } = await renderWithSite(<Grid />);
  const t = i18n.getFixedT('en', 'common');
  return {
    counter: (index: number) => t('lightbox.counter', { index, total: 3 }),
    close: t('lightbox.close'),
  };
}

describe('Lightbox', () => {
  it('opens on the clicked image with a counter and moves focus in', async () => {
    const { counter, close } = await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Open Picture 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects' });
    expect(within(dialog).getByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
    expect(within(dialog).getByText(counter(2))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: close })).toHaveFocus();
  });

  it('wraps both ways with the arrow keys', async () => {
    const { counter } = await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Open Picture 3' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText(counter(1))).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText(counter(3))).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    await renderGrid();
    const opener = screen.getByRole('button', { name: 'Open Picture 1' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and from the backdrop', async () => {
    const { close } = await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Open Picture 1' }));
    await userEvent.click(await screen.findByRole('button', { name: close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Picture 1' }));
    await userEvent.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns the page on a swipe over 50 px and not under', async () => {
    const { counter } = await renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Open Picture 1' }));
    const figure = (await screen.findByRole('img', { name: 'Picture 1' })).closest('figure')!;
    fireEvent.touchStart(figure, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 200 }] });
    expect(screen.getByText(counter(2))).toBeInTheDocument();
    fireEvent.touchStart(figure, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 240 }] });
    expect(screen.getByText(counter(2))).toBeInTheDocument();
    fireEvent.touchStart(figure, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 260 }] });
    expect(screen.getByText(counter(1))).toBeInTheDocument();
  });

  it('ignores arrow keys while closed', async () => {
    await renderGrid();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

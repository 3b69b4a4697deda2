import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { renderPage } from '../../../testing/renderPage';
import { metalProcessing } from '../content';
import MetalProcessingPage from '../MetalProcessingPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<MetalProcessingPage />, 'services/metal-processing', language);

describe('metal processing content', () => {
  it('has six photos: cutting, welding, bending, assembly, surface, quality', () => {
    expect(metalProcessing.photos.items.map((photo) => photo.id)).toEqual([
      'cutting',
      'welding',
      'bending',
      'assembly',
      'surface',
      'quality',
    ]);
  });
});

describe('MetalProcessingPage', () => {
  it('names the page in its title, description and one h1', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Steel parts made to your drawing in our own workshop',
    );
    expect(document.title).toBe(
      'Metal processing in Baku: cutting, welding, bending and finishing | Example Metal',
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('press-brake bending'),
    );
  });

  it('shows six captioned photos, each with its own alternative text', async () => {
    await render('az');
    const grid = screen.getByRole('list', { name: 'Bir dam altında altı əməliyyat' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Kəsmə: fiber lazerlə 25 mm-ə, plazma ilə 40 mm-ə qədər');
    const alts = within(grid)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    expect(new Set(alts).size).toBe(6);
    expect(alts.every((alt) => (alt ?? '').length > 20)).toBe(true);
  });

  it('opens a photo in the lightbox with its caption and pages through all six', async () => {
    await render();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Enlarge: Inspector measuring a finished part at the control bench',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Six operations under one roof' });
    expect(within(dialog).getByText('6 / 6')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Quality control:/)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 6')).toBeInTheDocument();
  });

  it('asks for a price in a prefilled chat that names the service', async () => {
    await render('ru');
    const chat = screen.getByRole('link', { name: /Узнать цену в WhatsApp/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(chat)).toBe(
      'Здравствуйте! Хочу узнать цену на металлообработку (резка, сварка, гибка) по моему чертежу.',
    );
  });
});

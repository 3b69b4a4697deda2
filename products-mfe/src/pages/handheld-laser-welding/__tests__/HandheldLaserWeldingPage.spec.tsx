import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { handheldLaserWelding, handheldModels } from '../content';
import HandheldLaserWeldingPage from '../HandheldLaserWeldingPage';

const render = (language: (typeof languages)[number] = 'en') =>
  renderWithSite(<HandheldLaserWeldingPage />, {
    language,
    path: 'products/welding-machines/handheld-laser-welding',
    loadMessages: loadAllProductsMessages,
  });

describe('handheld laser welding content', () => {
  it('has nine images, a 4.8 rating, the HLW series and its PDF catalogue', () => {
    expect(handheldLaserWelding.images).toHaveLength(9);
    expect(new Set(handheldLaserWelding.images.map((image) => image.src)).size).toBe(9);
    expect(handheldLaserWelding.rating).toBe(4.8);
    expect(handheldLaserWelding.model).toBe('HLW-1000/1500/2000');
    expect(handheldModels.map(({ model }) => model)).toEqual(['HLW-1000', 'HLW-1500', 'HLW-2000']);
    expect(handheldLaserWelding.features).toHaveLength(7);
    expect(handheldLaserWelding.applications).toHaveLength(6);
    expect(handheldLaserWelding.pdfUrl).toBe('handheld-laser-welding.pdf');
  });
});

describe('HandheldLaserWeldingPage', () => {
  it('shows the machine with its model, 4.8 stars and a gallery of nine images', async () => {
    await render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Handheld laser welding machine' }),
    ).toBeInTheDocument();
    expect(screen.getByText('HLW-1000/1500/2000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('1 / 9')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Image \d of 9$/ })).toHaveLength(9);
  });

  it('goes back from the first image to the ninth', async () => {
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('9 / 9')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'An engineer training an operator at the machine' }),
    ).toBeInTheDocument();
  });

  it('lists the specifications of the spec', async () => {
    await render();
    for (const [label, value] of [
      ['Laser power', '1000 / 1500 / 2000\u00a0W'],
      ['Wavelength', '1070\u00a0nm'],
      ['Welding thickness', '0.5–4 mm'],
      ['Welding speed', '0–120 mm/s'],
      ['Cable length', '10\u00a0m'],
    ]) {
      expect(screen.getByRole('row', { name: `${label} ${value}` })).toBeInTheDocument();
    }
  });

  it('compares the three models', async () => {
    await render('ru');
    const table = screen.getByRole('table', { name: 'Три мощности — одна конструкция' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'HLW-10001000 Втдо 2 ммдо 2 ммдо 1 мм',
      'HLW-15001500 Втдо 3 ммдо 3 ммдо 2 мм',
      'HLW-20002000 Втдо 4 ммдо 4 ммдо 3 мм',
    ]);
  });

  it.each(languages)('links the catalogue in %s and the welding list', async (language) => {
    await render(language);
    const links = screen.getAllByRole('link');
    const catalogue = links.find((link) => link.getAttribute('href')?.endsWith('.pdf'));
    expect(catalogue?.getAttribute('href')).toMatch(
      new RegExp(`/datasheets/${language}/handheld-laser-welding\\.pdf$`),
    );
    expect(links.find((link) => link.textContent?.startsWith('←'))).toHaveAttribute(
      'href',
      `/${language}/products/welding-machines`,
    );
  });

  it('offers a price and a demonstration in prefilled chats', async () => {
    await render('tr');
    const quote = screen.getByRole('link', { name: /Fiyatı WhatsApp'tan sorun/ });
    expect(chatText(quote)).toContain('El tipi lazer kaynak makinesi (HLW-1000/1500/2000)');
    const demo = screen.getByRole('link', { name: /WhatsApp'tan tanıtım randevusu alın/ });
    expect(chatText(demo)).toBe(
      'Merhaba! HLW el tipi lazer kaynak makinesini kendi parçalarım üzerinde çalışırken görmek istiyorum.',
    );
  });
});

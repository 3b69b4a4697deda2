import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { lathe, latheMillSheets, milling } from '../content';
import LatheMillPage from '../LatheMillPage';

const render = (language: (typeof languages)[number] = 'en') =>
  renderWithSite(<LatheMillPage />, {
    language,
    path: 'products/torna-freze',
    loadMessages: loadAllProductsMessages,
  });

const sheetOf = (name: string) => screen.getByRole('article', { name });

describe('lathe and milling content', () => {
  it('has a lathe and a mill, rated 5, with galleries, features and datasheets', () => {
    expect(latheMillSheets).toEqual([lathe, milling]);
    for (const sheet of latheMillSheets) {
      expect(sheet.rating).toBe(5);
      expect(sheet.images).toHaveLength(4);
      expect(sheet.features).toHaveLength(6);
      expect(sheet.applications).toHaveLength(5);
      expect(sheet.specifications).toHaveLength(10);
    }
    expect([lathe.pdfUrl, milling.pdfUrl]).toEqual(['lathe.pdf', 'milling.pdf']);
  });
});

describe('LatheMillPage', () => {
  it('shows two machine sheets under one page heading', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const [name, model] of [
      ['Universal lathe', 'UL-410/1500'],
      ['Universal milling machine', 'UM-1320'],
    ] as const) {
      const sheet = sheetOf(name);
      expect(within(sheet).getByText(model)).toBeInTheDocument();
      expect(within(sheet).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      expect(within(sheet).getAllByRole('button', { name: /^Image \d of 4$/ })).toHaveLength(4);
    }
  });

  it.each(languages)('links each datasheet in %s', async (language) => {
    await render(language);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.endsWith('.pdf'));
    expect(hrefs).toHaveLength(2);
    expect(hrefs[0]).toMatch(new RegExp(`/datasheets/${language}/lathe\\.pdf$`));
    expect(hrefs[1]).toMatch(new RegExp(`/datasheets/${language}/milling\\.pdf$`));
  });

  it('steps through the mill photos with previous and next, wrapping both ways', async () => {
    await render();
    const mill = within(sheetOf('Universal milling machine'));
    await userEvent.click(mill.getByRole('button', { name: 'Previous image' }));
    expect(mill.getByRole('img', { name: 'The three-axis digital readout' })).toBeInTheDocument();
    await userEvent.click(mill.getByRole('button', { name: 'Next image' }));
    expect(
      mill.getByRole('img', { name: "The milling machine from the operator's side" }),
    ).toBeInTheDocument();
    await userEvent.click(mill.getByRole('button', { name: 'Image 2 of 4' }));
    expect(
      mill.getByRole('img', { name: 'The swivelling vertical milling head' }),
    ).toBeInTheDocument();
  });

  it('asks for each price in a chat naming the machine', async () => {
    await render('az');
    const quote = within(sheetOf('Universal frezer dəzgahı')).getByRole('link', {
      name: /Qiyməti WhatsApp-da soruşun/,
    });
    expect(chatText(quote)).toBe(
      'Salam! Universal frezer dəzgahı (UM-1320) üçün qiymət təklifi almaq istəyirəm.',
    );
  });
});

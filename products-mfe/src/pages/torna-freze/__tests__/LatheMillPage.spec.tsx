import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { lathe, latheMillSheets, milling } from '../content';
import LatheMillPage from '../LatheMillPage';
import { anyFigure, containing, figure, wordsOf } from '../../../testing/words';

const render = async (language: (typeof languages)[number] = 'en') => {
  const result = await renderWithSite(<LatheMillPage />, {
    language,
    path: 'products/torna-freze',
    loadMessages: loadAllProductsMessages,
  });
  return { ...result, ...wordsOf(result.i18n, language) };
};

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
    const { t, common } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const thumbnail = common('gallery.show', { index: figure, total: 4 });
    for (const { name, model } of [lathe, milling]) {
      const sheet = sheetOf(t(name));
      expect(within(sheet).getByText(model)).toBeInTheDocument();
      expect(
        within(sheet).getByRole('img', { name: common('rating.label', { value: '5', max: 5 }) }),
      ).toBeInTheDocument();
      expect(
        within(sheet).getAllByRole('button', {
          name: new RegExp(`^${anyFigure(thumbnail, '\\d')}$`),
        }),
      ).toHaveLength(4);
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
    const { t, common } = await render();
    const mill = within(sheetOf(t(milling.name)));
    await userEvent.click(mill.getByRole('button', { name: common('gallery.previous') }));
    expect(
      mill.getByRole('img', { name: t('latheMill.milling.images.readout') }),
    ).toBeInTheDocument();
    await userEvent.click(mill.getByRole('button', { name: common('gallery.next') }));
    expect(
      mill.getByRole('img', { name: t('latheMill.milling.images.front') }),
    ).toBeInTheDocument();
    await userEvent.click(
      mill.getByRole('button', { name: common('gallery.show', { index: 2, total: 4 }) }),
    );
    expect(mill.getByRole('img', { name: t('latheMill.milling.images.head') })).toBeInTheDocument();
  });

  it('asks for each price in a chat naming the machine', async () => {
    const { t } = await render('az');
    const name = t(milling.name);
    const quote = within(sheetOf(name)).getByRole('link', {
      name: containing(t('sheet.quote')),
    });
    expect(chatText(quote)).toBe(t('sheet.quoteMessage', { name, model: milling.model }));
  });
});

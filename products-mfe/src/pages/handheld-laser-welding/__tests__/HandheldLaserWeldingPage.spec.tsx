import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { handheldLaserWelding, handheldModels } from '../content';
import HandheldLaserWeldingPage from '../HandheldLaserWeldingPage';
import { anyFigure, containing, figure, wordsOf } from '../../../testing/words';

const render = async (language: (typeof languages)[number] = 'en') => {
  const result = await renderWithSite(<HandheldLaserWeldingPage />, {
    language,
    path: 'products/welding-machines/handheld-laser-welding',
    loadMessages: loadAllProductsMessages,
  });
  return { ...result, ...wordsOf(result.i18n, language) };
};
/** Spaces that keep a figure on one line read as spaces here. */
const spaced = (text: string | null) => text?.replace(/\u00a0/g, ' ');

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
    const { t, common } = await render();
    expect(
      screen.getByRole('heading', { level: 1, name: t(handheldLaserWelding.name) }),
    ).toBeInTheDocument();
    expect(screen.getByText(handheldLaserWelding.model)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: common('rating.label', { value: '4.8', max: 5 }) }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(common('lightbox.counter', { index: 1, total: 9 })),
    ).toBeInTheDocument();
    const thumbnail = common('gallery.show', { index: figure, total: 9 });
    expect(
      screen.getAllByRole('button', { name: new RegExp(`^${anyFigure(thumbnail, '\\d')}$`) }),
    ).toHaveLength(9);
  });

  it('goes back from the first image to the ninth', async () => {
    const { t, common } = await render();
    await userEvent.click(screen.getByRole('button', { name: common('gallery.previous') }));
    expect(
      screen.getByText(common('lightbox.counter', { index: 9, total: 9 })),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t('handheld.images.training') })).toBeInTheDocument();
  });

  it('lists the specifications of the spec', async () => {
    const { t } = await render();
    for (const [label, value] of [
      [t('handheld.specs.power.label'), '1000 / 1500 / 2000\u00a0W'],
      [t('handheld.specs.wavelength.label'), '1070\u00a0nm'],
      [t('handheld.specs.thickness.label'), '0.5–4 mm'],
      [t('handheld.specs.speed.label'), '0–120 mm/s'],
      [t('handheld.specs.distance.label'), '10\u00a0m'],
    ]) {
      expect(screen.getByRole('row', { name: `${label} ${value}` })).toBeInTheDocument();
    }
  });

  it('compares the three models', async () => {
    const { t } = await render('ru');
    const table = screen.getByRole('table', { name: t('handheld.models.title') });
    const rows = within(table).getAllByRole('row').slice(1);
    const upTo = (...values: string[]) =>
      values.map((value) => t('handheld.models.upTo', { value })).join('');
    expect(rows.map((row) => spaced(row.textContent))).toEqual(
      [
        `HLW-10001000 Вт${upTo('2 мм', '2 мм', '1 мм')}`,
        `HLW-15001500 Вт${upTo('3 мм', '3 мм', '2 мм')}`,
        `HLW-20002000 Вт${upTo('4 мм', '4 мм', '3 мм')}`,
      ].map(spaced),
    );
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
    const { t } = await render('tr');
    const quote = screen.getByRole('link', { name: containing(t('sheet.quote')) });
    expect(chatText(quote)).toContain(
      t('sheet.quoteMessage', {
        name: t(handheldLaserWelding.name),
        model: handheldLaserWelding.model,
      }),
    );
    const demo = screen.getByRole('link', { name: containing(t('handheld.contact.chat')) });
    expect(chatText(demo)).toBe(t('handheld.contact.message'));
  });
});

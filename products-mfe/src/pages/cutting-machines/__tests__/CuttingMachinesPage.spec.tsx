import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { cuttingSheets, guillotineShear, plasmaCutter } from '../content';
import CuttingMachinesPage from '../CuttingMachinesPage';
import { containing, wordsOf } from '../../../testing/words';

const render = async (language: (typeof languages)[number] = 'en') => {
  const result = await renderWithSite(<CuttingMachinesPage />, {
    language,
    path: 'products/cutting-machines',
    loadMessages: loadAllProductsMessages,
  });
  return { ...result, ...wordsOf(result.i18n, language) };
};

describe('cutting machines content', () => {
  it('has a guillotine shear and a plasma cutter, rated 5, with datasheets', () => {
    expect(cuttingSheets).toEqual([guillotineShear, plasmaCutter]);
    expect(cuttingSheets.map((sheet) => sheet.rating)).toEqual([5, 5]);
    expect(cuttingSheets.map((sheet) => sheet.images.length)).toEqual([3, 4]);
    expect(cuttingSheets.map((sheet) => sheet.features.length)).toEqual([6, 6]);
    expect(cuttingSheets.map((sheet) => sheet.pdfUrl)).toEqual([
      'guillotine-shear.pdf',
      'plasma-cutter.pdf',
    ]);
  });
});

describe('CuttingMachinesPage', () => {
  it('shows both machines with model, five stars and specifications', async () => {
    const { t, common } = await render();
    const shear = screen.getByRole('article', { name: t(guillotineShear.name) });
    expect(within(shear).getByText(guillotineShear.model)).toBeInTheDocument();
    expect(
      within(shear).getByRole('img', { name: common('rating.label', { value: '5', max: 5 }) }),
    ).toBeInTheDocument();
    expect(
      within(shear).getByRole('row', {
        name: `${t('cutting.guillotine.specs.length.label')} 3200\u00a0mm`,
      }),
    ).toBeInTheDocument();
    const plasma = screen.getByRole('article', { name: t(plasmaCutter.name) });
    expect(within(plasma).getByText(plasmaCutter.model)).toBeInTheDocument();
    expect(
      within(plasma).getByRole('row', {
        name: `${t('cutting.plasma.specs.oxyFuel.label')} 6–150 mm`,
      }),
    ).toBeInTheDocument();
  });

  it('explains when oxy-fuel cutting takes over from plasma', async () => {
    const { t } = await render('tr');
    const oxyFuel = screen.getByRole('region', { name: t('cutting.oxyFuel.title') });
    expect(oxyFuel).toHaveTextContent(containing(t('cutting.oxyFuel.text')));
  });

  it.each(languages)('links both datasheets in %s', async (language) => {
    await render(language);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.endsWith('.pdf'));
    expect(hrefs.map((href) => href.slice(href.indexOf('/datasheets/')))).toEqual([
      `/datasheets/${language}/guillotine-shear.pdf`,
      `/datasheets/${language}/plasma-cutter.pdf`,
    ]);
  });

  it('asks for a price in a chat naming the plasma cutter', async () => {
    const { t } = await render('ru');
    const name = t(plasmaCutter.name);
    const plasma = screen.getByRole('article', { name });
    const quote = within(plasma).getByRole('link', { name: containing(t('sheet.quote')) });
    expect(chatText(quote)).toContain(t('sheet.quoteMessage', { name, model: plasmaCutter.model }));
  });
});

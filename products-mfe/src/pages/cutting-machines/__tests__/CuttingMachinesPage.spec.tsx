import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { cuttingSheets, guillotineShear, plasmaCutter } from '../content';
import CuttingMachinesPage from '../CuttingMachinesPage';

const render = (language: (typeof languages)[number] = 'en') =>
  renderWithSite(<CuttingMachinesPage />, {
    language,
    path: 'products/cutting-machines',
    loadMessages: loadAllProductsMessages,
  });

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
    await render();
    const shear = screen.getByRole('article', { name: 'Hydraulic guillotine shear' });
    expect(within(shear).getByText('GS-6/3200')).toBeInTheDocument();
    expect(within(shear).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(
      within(shear).getByRole('row', { name: 'Cutting length 3200\u00a0mm' }),
    ).toBeInTheDocument();
    const plasma = screen.getByRole('article', { name: 'CNC plasma cutting machine' });
    expect(within(plasma).getByText('PC-3015')).toBeInTheDocument();
    expect(
      within(plasma).getByRole('row', { name: 'Oxy-fuel cutting (option) 6–150 mm' }),
    ).toBeInTheDocument();
  });

  it('explains when oxy-fuel cutting takes over from plasma', async () => {
    await render('tr');
    const oxyFuel = screen.getByRole('region', { name: 'Plazma mı, oksi-gaz mı?' });
    expect(oxyFuel).toHaveTextContent(/oksi-gaz kesim daha ucuz/);
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
    await render('ru');
    const plasma = screen.getByRole('article', { name: 'Станок плазменной резки с ЧПУ' });
    const quote = within(plasma).getByRole('link', { name: /Узнать цену в WhatsApp/ });
    expect(chatText(quote)).toContain('Станок плазменной резки с ЧПУ (PC-3015)');
  });
});

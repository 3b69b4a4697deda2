import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { weldingMachines } from '../content';
import WeldingMachinesPage from '../WeldingMachinesPage';

const render = (language: (typeof languages)[number] = 'en') =>
  renderWithSite(<WeldingMachinesPage />, {
    language,
    path: 'products/welding-machines',
    loadMessages: loadAllProductsMessages,
  });

describe('WeldingMachinesPage', () => {
  it('has the three welding machines of the spec, in order', () => {
    expect(weldingMachines.map((machine) => machine.detailPath)).toEqual([
      'products/welding-machines/handheld-laser-welding',
      'products/welding-machines/mig-mag-welding',
      'products/welding-machines/tig-welding',
    ]);
    for (const machine of weldingMachines) expect(machine.features).toHaveLength(3);
  });

  it.each(languages)('links each card to its page in %s', async (language) => {
    await render(language);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // One per machine, then the contact section and the catalogue saved for offline use.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(weldingMachines.length + 2);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith(`/${language}/products/welding-machines/`));
    expect(hrefs).toEqual(weldingMachines.map((machine) => `/${language}/${machine.detailPath}`));
  });

  it('shows each card its process, description and three features', async () => {
    await render();
    const card = screen.getByRole('heading', { name: 'TIG welding machines' }).closest('li')!;
    expect(within(card).getByText('Arc welding')).toBeInTheDocument();
    expect(within(card).getByText('AC/DC for aluminium as well as steel')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    const handheld = screen
      .getByRole('heading', { name: 'Handheld laser welding machine' })
      .closest('li')!;
    expect(within(handheld).getByText('Laser welding')).toBeInTheDocument();
  });

  it('offers a welding engineer in a prefilled chat and the phone', async () => {
    await render('ru');
    const chat = screen.getByRole('link', { name: /Спросить инженера-сварщика в WhatsApp/ });
    expect(chatText(chat)).toBe(
      'Здравствуйте! Нужна консультация по выбору сварочного аппарата: лазер, MIG/MAG или TIG.',
    );
    expect(screen.getByRole('link', { name: 'Позвонить: +994 12 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+994120000000',
    );
    expect(screen.getByRole('link', { name: 'Все контакты' })).toHaveAttribute(
      'href',
      '/ru/contact',
    );
  });
});

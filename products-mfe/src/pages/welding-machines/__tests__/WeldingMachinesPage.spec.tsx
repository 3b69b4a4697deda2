import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { weldingMachines } from '../content';
import WeldingMachinesPage from '../WeldingMachinesPage';
import { containing, wordsOf } from '../../../testing/words';

const render = async (language: (typeof languages)[number] = 'en') => {
  const result = await renderWithSite(<WeldingMachinesPage />, {
    language,
    path: 'products/welding-machines',
    loadMessages: loadAllProductsMessages,
  });
  return { ...result, ...wordsOf(result.i18n, language) };
};

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
    const { t } = await render();
    const card = screen.getByRole('heading', { name: t('tig.name') }).closest('li')!;
    expect(within(card).getByText(t('welding.categories.arc'))).toBeInTheDocument();
    expect(within(card).getByText(t('welding.cards.tig.features.acDc'))).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    const handheld = screen.getByRole('heading', { name: t('handheld.name') }).closest('li')!;
    expect(within(handheld).getByText(t('welding.categories.laser'))).toBeInTheDocument();
  });

  it('offers a welding engineer in a prefilled chat and the phone', async () => {
    const { t } = await render('ru');
    const chat = screen.getByRole('link', {
      name: containing(t('welding.contact.chat')),
    });
    expect(chatText(chat)).toBe(t('welding.contact.message'));
    // The phone is the company's (shared/content/company.json), checked as it is written.
    expect(
      screen.getByRole('link', { name: t('contact.call', { phone: '+994 12 000 00 00' }) }),
    ).toHaveAttribute('href', 'tel:+994120000000');
    expect(screen.getByRole('link', { name: t('contact.page') })).toHaveAttribute(
      'href',
      '/ru/contact',
    );
  });
});

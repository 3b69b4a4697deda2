import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { addToQuote, quoteList } from '@site/shared/lists/quoteList';
import { chatText } from '@site/shared/testing/chatText';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadShowcaseMessages, quotePageWords } from '../../../messages';
import QuotePage from '../QuotePage';
import { forgetStoredLists } from '@site/shared/testing/storedLists';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderWithSite(<QuotePage />, {
    language,
    path: 'quote',
    loadMessages: async (lng) => ({
      ...(await loadShowcaseMessages(lng)),
      showcase: {
        ...(await loadShowcaseMessages(lng)).showcase,
        ...(await quotePageWords(lng)).showcase,
      },
    }),
  });

const laser = {
  id: 'products/cnc-laser/single-platform',
  path: 'products/cnc-laser/single-platform',
  title: {
    az: 'Tək masalı lazer',
    tr: 'Tek tablalı lazer',
    en: 'Single-platform laser',
    ru: 'Однопозиционный лазер',
  },
  model: 'SP-3015',
  kind: 'product' as const,
};
const facade = {
  id: 'services/facade-covering',
  path: 'services/facade-covering',
  title: {
    az: 'Fasad örtüyü',
    tr: 'Cephe kaplama',
    en: 'Facade covering',
    ru: 'Облицовка фасадов',
  },
  kind: 'service' as const,
};

afterEach(forgetStoredLists);

describe('QuotePage', () => {
  it('says how to fill an empty request', async () => {
    await render();
    expect(screen.getByRole('heading', { name: 'Your list is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/en/products',
    );
  });

  it('lists the items with quantity for products and a note for each, linked to their pages', async () => {
    addToQuote(laser);
    addToQuote(facade);
    await render('ru');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Однопозиционный лазер' })).toHaveAttribute(
      'href',
      '/ru/products/cnc-laser/single-platform',
    );
    expect(within(items[0]!).getByRole('spinbutton', { name: /Количество/ })).toHaveValue(1);
    expect(within(items[1]!).queryByRole('spinbutton')).toBeNull();
    expect(within(items[1]!).getByRole('textbox', { name: /Примечание/ })).toBeInTheDocument();
  });

  it('writes the chat text in the page language with quantities, notes and details', async () => {
    const user = userEvent.setup();
    addToQuote(laser);
    addToQuote(facade);
    await render();
    const quantity = screen.getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(
      screen.getAllByRole('textbox', { name: /Note/ })[1]!,
      'Eight storeys, <b>&</b> 🚀',
    );
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'Aysel Məmmədova');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'aysel@firma.az');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+994 50 123 45 67');
    expect(chatText(screen.getByRole('link', { name: /Send via WhatsApp/ }))).toBe(
      [
        'Hello! I would like a quote for:',
        '1. Single-platform laser (SP-3015) — 3 pcs',
        '2. Facade covering',
        '   Note: Eight storeys, <b>&</b> 🚀',
        '',
        'My details:',
        'Name: Aysel Məmmədova',
        'E-mail: aysel@firma.az',
        'Phone: +994 50 123 45 67',
      ].join('\n'),
    );
    const mail = screen.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')!;
    expect(mail.startsWith(`mailto:${company.email}?subject=`)).toBe(true);
    expect(quoteList.read()[0]?.quantity).toBe(3);
  });

  it('does not send until the details are complete, and says what is missing', async () => {
    const user = userEvent.setup();
    addToQuote(laser);
    await render();
    await user.click(screen.getByRole('link', { name: /Send via WhatsApp/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('3');
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveFocus();
  });

  it('removes an item and brings it back on Undo', async () => {
    const user = userEvent.setup();
    addToQuote(laser);
    addToQuote(facade);
    await render();
    await user.click(screen.getByRole('button', { name: /Remove\s?: Single-platform laser/ }));
    expect(quoteList.read().map((item) => item.id)).toEqual([facade.id]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(quoteList.read().map((item) => item.id)).toEqual([laser.id, facade.id]);
  });

  it('follows a change made on another page or tab', async () => {
    await render();
    act(() => addToQuote(facade));
    expect(screen.getByRole('link', { name: 'Facade covering' })).toBeInTheDocument();
  });
});

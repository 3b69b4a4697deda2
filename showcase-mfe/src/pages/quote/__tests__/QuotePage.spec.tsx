import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { addToQuote, quoteList } from '@site/shared/lists/quoteList';
import { chatText } from '@site/shared/testing/chatText';
import { loadShowcaseMessages, quotePageWords } from '../../../messages';
import { containing, escape, renderPage } from '../../../testing/renderPage';
import QuotePage from '../QuotePage';
import { forgetStoredLists } from '@site/shared/testing/storedLists';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<QuotePage />, 'quote', language, async (lng) => ({
    ...(await loadShowcaseMessages(lng)),
    showcase: {
      ...(await loadShowcaseMessages(lng)).showcase,
      ...(await quotePageWords(lng)).showcase,
    },
  }));

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
    en: 'Facade cladding',
    ru: 'Облицовка фасадов',
  },
  kind: 'service' as const,
};

afterEach(forgetStoredLists);

describe('QuotePage', () => {
  it('says how to fill an empty request', async () => {
    const { t } = await render();
    expect(screen.getByRole('heading', { name: t('quote.empty.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('quote.empty.products') })).toHaveAttribute(
      'href',
      '/en/products',
    );
  });

  it('lists the items with quantity for products and a note for each, linked to their pages', async () => {
    addToQuote(laser);
    addToQuote(facade);
    const { t } = await render('ru');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Однопозиционный лазер' })).toHaveAttribute(
      'href',
      '/ru/products/cnc-laser/single-platform',
    );
    expect(
      within(items[0]!).getByRole('spinbutton', { name: containing(t('quote.item.quantity')) }),
    ).toHaveValue(1);
    expect(within(items[1]!).queryByRole('spinbutton')).toBeNull();
    expect(
      within(items[1]!).getByRole('textbox', { name: containing(t('quote.item.note')) }),
    ).toBeInTheDocument();
  });

  it('writes the chat text in the page language with quantities, notes and details', async () => {
    const user = userEvent.setup();
    addToQuote(laser);
    addToQuote(facade);
    const { t } = await render();
    const quantity = screen.getByRole('spinbutton', { name: containing(t('quote.item.quantity')) });
    await user.clear(quantity);
    await user.type(quantity, '3');
    const note = 'Eight storeys, <b>&</b> 🚀';
    await user.type(
      screen.getAllByRole('textbox', { name: containing(t('quote.item.note')) })[1]!,
      note,
    );
    await user.type(
      screen.getByRole('textbox', { name: containing(t('contact.form.fields.name.label'), 'i') }),
      'Aysel Məmmədova',
    );
    await user.type(
      screen.getByRole('textbox', { name: containing(t('contact.form.fields.email.label')) }),
      'aysel@firma.az',
    );
    await user.type(
      screen.getByRole('textbox', { name: containing(t('contact.form.fields.phone.label')) }),
      '+994 50 123 45 67',
    );
    expect(chatText(screen.getByRole('link', { name: containing(t('quote.send.whatsapp')) }))).toBe(
      [
        t('quote.message.greeting'),
        `1. Single-platform laser (SP-3015) — ${t('quote.message.quantity', { count: 3 })}`,
        '2. Facade cladding',
        `   ${t('quote.message.note', { note })}`,
        '',
        t('quote.message.details'),
        `${t('contact.message.name')}: Aysel Məmmədova`,
        `${t('contact.message.email')}: aysel@firma.az`,
        `${t('contact.message.phone')}: +994 50 123 45 67`,
      ].join('\n'),
    );
    const mail = screen.getByRole('link', { name: t('quote.send.email') }).getAttribute('href')!;
    expect(mail.startsWith(`mailto:${company.email}?subject=`)).toBe(true);
    expect(quoteList.read()[0]?.quantity).toBe(3);
  });

  it('does not send until the details are complete, and says what is missing', async () => {
    const user = userEvent.setup();
    addToQuote(laser);
    const { t } = await render();
    await user.click(screen.getByRole('link', { name: containing(t('quote.send.whatsapp')) }));
    expect(screen.getByRole('alert')).toHaveTextContent('3');
    expect(
      screen.getByRole('textbox', { name: containing(t('contact.form.fields.name.label'), 'i') }),
    ).toHaveFocus();
  });

  it('removes an item and brings it back on Undo', async () => {
    const user = userEvent.setup();
    addToQuote(laser);
    addToQuote(facade);
    const { t } = await render();
    const remove = new RegExp(`${escape(t('quote.item.remove'))}\\s?: Single-platform laser`);
    await user.click(screen.getByRole('button', { name: remove }));
    expect(quoteList.read().map((item) => item.id)).toEqual([facade.id]);
    await user.click(screen.getByRole('button', { name: t('quote.items.undo') }));
    expect(quoteList.read().map((item) => item.id)).toEqual([laser.id, facade.id]);
  });

  it('follows a change made on another page or tab', async () => {
    await render();
    act(() => addToQuote(facade));
    expect(screen.getByRole('link', { name: 'Facade cladding' })).toBeInTheDocument();
  });
});

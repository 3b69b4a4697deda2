import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import ConsumablesPage from '../ConsumablesPage';
import { consumableGroups, consumableItems } from '../content';
import { cardOf } from '@site/shared/testing/cardOf';
import { containing, escape, wordsOf } from '../../../testing/words';

const render = async (language: (typeof languages)[number] = 'en') => {
  const result = await renderWithSite(<ConsumablesPage />, {
    language,
    path: 'products/consumables',
    loadMessages: loadAllProductsMessages,
  });
  return { ...result, ...wordsOf(result.i18n, language) };
};

describe('consumables content', () => {
  it('has the welding, cutting and safety categories with four different items each', async () => {
    expect(consumableGroups.map((group) => group.id)).toEqual(['welding', 'cutting', 'safety']);
    const { i18n } = await render('en');
    for (const group of consumableGroups) {
      const items = consumableItems(i18n, group);
      expect(items).toHaveLength(4);
      expect(new Set(items).size).toBe(4);
    }
  });
});

describe('ConsumablesPage', () => {
  it.each(languages)('shows three categories of four items in %s', async (language) => {
    const { i18n } = await render(language);
    for (const group of consumableGroups) {
      const card = cardOf(i18n.t(group.name, { ns: 'products' }));
      const items = within(card).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(consumableItems(i18n, group));
      expect(items).toHaveLength(4);
      expect(within(card).getByText(i18n.t(group.description, { ns: 'products' }))).toBeVisible();
    }
  });

  it('asks for the prices of a category in a chat that names it', async () => {
    const { t } = await render();
    const safety = consumableGroups.find((group) => group.id === 'safety')!;
    const ask = escape(t('consumables.ask'));
    const card = cardOf(t(safety.name));
    const chat = within(card).getByRole('link', {
      name: new RegExp(`${ask}.*${escape(t(safety.name))}`),
    });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(t(safety.message));
    const chats = screen
      .getAllByRole('link', { name: new RegExp(ask) })
      .map((link) => chatText(link));
    expect(new Set(chats).size).toBe(3);
  });

  it('ends with a contact section for a regular supply', async () => {
    const { t } = await render('az');
    const contact = screen.getByRole('region', { name: t('consumables.contact.title') });
    const chat = within(contact).getByRole('link', {
      name: containing(t('consumables.contact.chat')),
    });
    expect(chatText(chat)).toBe(t('consumables.contact.message'));
    // The phone is the company's (shared/content/company.json), checked as it is written.
    expect(within(contact).getByRole('link', { name: /\+994 12 000 00 00/ })).toHaveAttribute(
      'href',
      'tel:+994120000000',
    );
  });
});

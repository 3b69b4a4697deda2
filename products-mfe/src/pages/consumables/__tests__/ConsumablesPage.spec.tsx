import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import ConsumablesPage from '../ConsumablesPage';
import { consumableGroups, consumableItems } from '../content';
import { cardOf } from '@site/shared/testing/cardOf';

const render = (language: (typeof languages)[number] = 'en') =>
  renderWithSite(<ConsumablesPage />, {
    language,
    path: 'products/consumables',
    loadMessages: loadAllProductsMessages,
  });

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
    await render();
    const card = cardOf('Safety equipment');
    const chat = within(card).getByRole('link', { name: /Ask for prices.*Safety equipment/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(
      'Hello! I would like prices for safety equipment for our welders and machine operators.',
    );
    const chats = screen
      .getAllByRole('link', { name: /Ask for prices/ })
      .map((link) => chatText(link));
    expect(new Set(chats).size).toBe(3);
  });

  it('ends with a contact section for a regular supply', async () => {
    await render('az');
    const contact = screen.getByRole('region', { name: 'Müntəzəm tədarükü qurun' });
    const chat = within(contact).getByRole('link', { name: /Tədarükü WhatsApp-da razılaşdırın/ });
    expect(chatText(chat)).toBe(
      'Salam! Emalatxanamız üçün sərf materiallarının müntəzəm tədarükünü qurmaq istəyirəm.',
    );
    expect(within(contact).getByRole('link', { name: /\+994 12 000 00 00/ })).toHaveAttribute(
      'href',
      'tel:+994120000000',
    );
  });
});

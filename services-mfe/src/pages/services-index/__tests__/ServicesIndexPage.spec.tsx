import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { chatText } from '@site/shared/testing/chatText';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllServicesMessages } from '../../../messages';
import { containing } from '../../../testing/renderPage';
import { serviceCards } from '../serviceCards';
import ServicesIndexPage from '../ServicesIndexPage';

describe('ServicesIndexPage', () => {
  it('has a card for each of the eight services: the spec’s six in their order, and two more', () => {
    expect(serviceCards.map((card) => card.path)).toEqual([
      'services/metal-construction',
      'services/metal-processing',
      'services/rebar-formwork-concrete',
      'services/project-design',
      'services/industrial-maintenance',
      'services/tower-installation',
      'services/facade-covering',
      'services/building-assembly',
    ]);
  });

  it.each(languages)('links each card to its page in %s', async (language) => {
    await renderWithSite(<ServicesIndexPage />, {
      language,
      path: 'services',
      loadMessages: loadAllServicesMessages,
    });
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith(`/${language}/services/`));
    expect(hrefs).toEqual(serviceCards.map((card) => `/${language}/${card.path}`));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(serviceCards.length + 1);
  });

  it('opens a prefilled chat in a new tab', async () => {
    const { i18n } = await renderWithSite(<ServicesIndexPage />, {
      language: 'ru',
      path: 'services',
      loadMessages: loadAllServicesMessages,
    });
    const t = i18n.getFixedT('ru', 'services');
    const chat = screen.getByRole('link', { name: containing(t('index.cta.button')) });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(t('index.cta.message'));
  });
});

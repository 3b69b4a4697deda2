import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllShowcaseMessages } from '../../../messages';
import PartnersPage from '../PartnersPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderWithSite(<PartnersPage />, {
    language,
    path: 'partners',
    loadMessages: loadAllShowcaseMessages,
  });

const group = (title: string) => screen.getByRole('region', { name: title });

describe('PartnersPage', () => {
  it('shows one h1, six project partners and four distribution partners', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const project = within(group('Project partners'));
    expect(project.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Partner Steel One',
      'Partner Galvanizing Two',
      'Partner Engineering Three',
      'Partner Lifting Four',
      'Partner Concrete Five',
      'Partner Cladding Six',
    ]);
    const distribution = within(group('Distribution partners'));
    expect(distribution.getAllByRole('listitem')).toHaveLength(4);
    expect(distribution.getAllByRole('img')).toHaveLength(4);
  });

  it('gives each partner a logo, a name and a description', async () => {
    await render('az');
    const card = screen.getByRole('heading', { name: 'Lazer təchizatçısı 1' }).closest('li')!;
    const logo = within(card).getByRole('img', { name: 'Lazer təchizatçısı 1 loqotipi' });
    expect(logo).toHaveAttribute('width', '480');
    expect(logo).toHaveAttribute('height', '240');
    expect(card).toHaveTextContent('1,5–120 kVt gücündə fiber lazer kəsmə dəzgahları');
  });

  it('shows the partner name as text when a logo fails', async () => {
    await render('ru');
    const card = screen
      .getByRole('heading', { name: 'Партнёр по подъёму грузов 4' })
      .closest('li')!;
    fireEvent.error(within(card).getByRole('img'));
    const fallback = within(card).getByRole('img', {
      name: 'Логотип: Партнёр по подъёму грузов 4',
    });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent('Партнёр по подъёму грузов 4');
  });

  it('opens a prefilled chat from the call to action', async () => {
    await render('en');
    const link = screen.getByRole('link', { name: /Discuss a partnership on WhatsApp/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(link)).toBe(
      'Hello! We would like to discuss a partnership with your company in steel structures or industrial equipment.',
    );
  });
});

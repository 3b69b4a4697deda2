import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import TowerInstallationPage from '../TowerInstallationPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<TowerInstallationPage />, 'services/tower-installation', language);

describe('TowerInstallationPage', () => {
  it('shows six services and four advantages under its one h1', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Towers and masts erected plumb and on schedule',
    );
    expect(itemHeadings(sectionNamed('From foundation to antenna'))).toEqual([
      'Foundations and anchor bolts',
      'Assembly on the ground',
      'Erection by crane',
      'Alignment and final tightening',
      'Platforms, ladders and brackets',
      'Inspection and repainting',
    ]);
    const advantages = sectionNamed('Why operators call us');
    expect(within(advantages).getAllByRole('listitem')).toHaveLength(4);
  });

  it('calls by WhatsApp about a tower and sends e-mail through the contact page', async () => {
    await render('ru');
    const cta = sectionNamed('Нужно смонтировать или обследовать башню?');
    const call = within(cta).getByRole('link', { name: /Позвонить или написать в WhatsApp/ });
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(call)).toBe('Здравствуйте! Хочу обсудить монтаж башни.');
    expect(within(cta).getByRole('link', { name: 'Написать нам письмо' })).toHaveAttribute(
      'href',
      '/ru/contact',
    );
    expect(document.title).toBe(
      'Монтаж башен в Баку: башни связи, освещения и ЛЭП | Example Metal',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import ProjectDesignPage from '../ProjectDesignPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<ProjectDesignPage />, 'services/project-design', language);

describe('ProjectDesignPage', () => {
  it('shows six service cards under the one h1', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(itemHeadings(sectionNamed('Design services'))).toEqual([
      'Concept design',
      'Structural calculations',
      'General arrangement drawings',
      'Shop drawings and CNC files',
      'Foundation design',
      'Survey and strengthening design',
    ]);
  });

  it('numbers the six advantages from 01 to 06', async () => {
    await render('tr');
    const advantages = sectionNamed('Bizimle tasarlamanız için altı neden');
    const items = within(advantages).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.textContent?.slice(0, 2))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
    ]);
  });

  it('walks through the design in four steps', async () => {
    await render('az');
    const steps = sectionNamed('Tikilə bilən layihəyə dörd addım');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(itemHeadings(steps)[0]).toBe('Texniki tapşırıq');
  });

  it('invites a prefilled chat with a design engineer', async () => {
    await render();
    expect(
      chatText(screen.getByRole('link', { name: /Talk to a design engineer on WhatsApp/ })),
    ).toBe('Hello! I would like to order project design for a steel structure.');
    expect(document.title).toBe(
      'Structural design in Baku: steel and concrete projects | Example Metal',
    );
  });
});

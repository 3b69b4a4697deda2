import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import BuildingAssemblyPage from '../BuildingAssemblyPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<BuildingAssemblyPage />, 'services/building-assembly', language);

describe('BuildingAssemblyPage', () => {
  it('shows six assembly services and four advantages under its one h1', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(itemHeadings(sectionNamed('What our crews assemble'))).toHaveLength(6);
    const advantages = sectionNamed('Why assembly goes faster with us');
    expect(within(advantages).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'floor area of the buildings we assemble',
      'typical assembly of a 2000\u00a0m² warehouse',
      'bolt classes, tightened to torque',
    ]);
  });

  it('calls by WhatsApp about the assembly and sends e-mail through the contact page', async () => {
    await render();
    const cta = sectionNamed('A building kit waiting to go up?');
    const call = within(cta).getByRole('link', { name: /Call or write on WhatsApp/ });
    expect(chatText(call)).toBe(
      'Hello! I would like to discuss the assembly of a steel building on our site.',
    );
    expect(within(cta).getByRole('link', { name: 'Send us an e-mail' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });
});

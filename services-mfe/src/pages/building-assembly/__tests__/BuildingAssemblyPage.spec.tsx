import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { containing, itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import BuildingAssemblyPage from '../BuildingAssemblyPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<BuildingAssemblyPage />, 'services/building-assembly', language);

describe('BuildingAssemblyPage', () => {
  it('shows six assembly services and four advantages under its one h1', async () => {
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(itemHeadings(sectionNamed(t('buildingAssembly.services.title')))).toHaveLength(6);
    const advantages = sectionNamed(t('buildingAssembly.advantages.title'));
    expect(within(advantages).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      t('buildingAssembly.hero.facts.area.label'),
      t('buildingAssembly.hero.facts.time.label'),
      t('buildingAssembly.hero.facts.bolts.label'),
    ]);
  });

  it('calls by WhatsApp about the assembly and sends e-mail through the contact page', async () => {
    const { t } = await render();
    const cta = sectionNamed(t('buildingAssembly.cta.title'));
    const call = within(cta).getByRole('link', {
      name: containing(t('common.callButton')),
    });
    expect(chatText(call)).toBe(t('buildingAssembly.cta.message'));
    expect(within(cta).getByRole('link', { name: t('common.emailButton') })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });
});

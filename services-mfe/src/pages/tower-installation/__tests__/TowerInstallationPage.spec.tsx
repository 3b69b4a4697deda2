import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { chatText } from '@site/shared/testing/chatText';
import {
  containing,
  itemHeadings,
  renderPage,
  sectionNamed,
  spaced,
} from '../../../testing/renderPage';
import TowerInstallationPage from '../TowerInstallationPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<TowerInstallationPage />, 'services/tower-installation', language);

describe('TowerInstallationPage', () => {
  it('shows six services and four advantages under its one h1', async () => {
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      spaced(t('towerInstallation.hero.title')),
    );
    expect(itemHeadings(sectionNamed(t('towerInstallation.services.title')))).toEqual([
      t('towerInstallation.services.items.foundation.title'),
      t('towerInstallation.services.items.groundAssembly.title'),
      t('towerInstallation.services.items.erection.title'),
      t('towerInstallation.services.items.alignment.title'),
      t('towerInstallation.services.items.attachments.title'),
      t('towerInstallation.services.items.inspection.title'),
    ]);
    const advantages = sectionNamed(t('towerInstallation.advantages.title'));
    expect(within(advantages).getAllByRole('listitem')).toHaveLength(4);
  });

  it('calls by WhatsApp about a tower and sends e-mail through the contact page', async () => {
    const { t } = await render('ru');
    const cta = sectionNamed(t('towerInstallation.cta.title'));
    const call = within(cta).getByRole('link', {
      name: containing(t('common.callButton')),
    });
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(call)).toBe(t('towerInstallation.cta.message'));
    expect(within(cta).getByRole('link', { name: t('common.emailButton') })).toHaveAttribute(
      'href',
      '/ru/contact',
    );
    expect(document.title).toBe(`${t('towerInstallation.meta.title')} | ${company.brandName}`);
  });
});

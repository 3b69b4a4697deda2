import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/renderPage';
import SectorsPage from '../SectorsPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') => renderPage(<SectorsPage />, 'sectors', language);

describe('SectorsPage', () => {
  it('shows the six sector themes with text and artwork', async () => {
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = within(screen.getByRole('region', { name: t('sectors.listLabel') }));
    expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      t('sectors.items.metalConstruction.title'),
      t('sectors.items.design.title'),
      t('sectors.items.equipment.title'),
      t('sectors.items.towers.title'),
      t('sectors.items.facade.title'),
      t('sectors.items.buildings.title'),
    ]);
    expect(list.getAllByRole('img')).toHaveLength(6);
    expect(list.getByRole('img', { name: t('sectors.items.towers.alt') })).toBeInTheDocument();
  });

  it('links each sector to its services or products page in the page language', async () => {
    const { t } = await render('tr');
    const links = [
      [t('sectors.items.metalConstruction.link'), '/tr/services/metal-construction'],
      [t('sectors.items.design.link'), '/tr/services/project-design'],
      [t('sectors.items.equipment.link'), '/tr/products'],
      [t('sectors.items.towers.link'), '/tr/services/tower-installation'],
      [t('sectors.items.facade.link'), '/tr/services/facade-covering'],
      [t('sectors.items.buildings.link'), '/tr/services/building-assembly'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('ends with a way to the contact page', async () => {
    const { t } = await render('ru');
    expect(screen.getByRole('link', { name: t('sectors.cta.button') })).toHaveAttribute(
      'href',
      '/ru/contact',
    );
  });
});

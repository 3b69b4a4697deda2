import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllShowcaseMessages } from '../../../messages';
import SectorsPage from '../SectorsPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderWithSite(<SectorsPage />, {
    language,
    path: 'sectors',
    loadMessages: loadAllShowcaseMessages,
  });

describe('SectorsPage', () => {
  it('shows the six sector themes with text and artwork', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = within(screen.getByRole('region', { name: 'Sectors we work in' }));
    expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Metal construction',
      'Project design',
      'Industrial equipment',
      'Towers',
      'Facade',
      'Buildings',
    ]);
    expect(list.getAllByRole('img')).toHaveLength(6);
    expect(
      list.getByRole('img', { name: 'A galvanised lattice tower against the evening sky' }),
    ).toBeInTheDocument();
  });

  it('links each sector to its services or products page in the page language', async () => {
    await render('tr');
    const links = [
      ['Metal yapı hizmetleri', '/tr/services/metal-construction'],
      ['Proje tasarım hizmetleri', '/tr/services/project-design'],
      ['Ürünlerimize göz atın', '/tr/products'],
      ['Kule montaj hizmetleri', '/tr/services/tower-installation'],
      ['Cephe kaplama hizmetleri', '/tr/services/facade-covering'],
      ['Bina montaj hizmetleri', '/tr/services/building-assembly'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('ends with a way to the contact page', async () => {
    await render('ru');
    expect(screen.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute(
      'href',
      '/ru/contact',
    );
  });
});

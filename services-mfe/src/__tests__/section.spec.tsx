import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionPages, summarizeSection } from '@site/shared/contract/sectionPages';
import { languages } from '@site/shared/i18n/languages';
import { renderSection } from '@site/shared/testing/renderSection';
import homeCards from '../../content/pages/home-cards/en/words.json';
import az from '../locales/az/navigation.json';
import en from '../locales/en/navigation.json';
import ru from '../locales/ru/navigation.json';
import tr from '../locales/tr/navigation.json';
import { section } from '../section';
import { spaced } from '../testing/renderPage';

// Spec section 2, in the order of the services menu.
const specPages = [
  'services',
  'services/metal-processing',
  'services/metal-construction',
  'services/rebar-formwork-concrete',
  'services/industrial-maintenance',
  'services/project-design',
  'services/tower-installation',
  'services/facade-covering',
  'services/building-assembly',
];

describe('the services section', () => {
  it('serves the overview and the eight service pages of the spec', () => {
    expect(sectionPages(section)).toEqual(specPages);
  });

  it.each(specPages)('renders /en/%s with one h1 and no 404', async (path) => {
    await renderSection(section, { path });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it.each(languages)(
    'shows the localized not-found page below /services in %s',
    async (language) => {
      const { i18n } = await renderSection(section, { language, path: 'services/no-such-service' });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        spaced(i18n.t('notFound.title', { ns: 'common' })),
      );
      expect(
        screen.getByRole('link', { name: i18n.t('notFound.home', { ns: 'common' }) }),
      ).toHaveAttribute('href', `/${language}`);
    },
  );

  it('lists its pages under one Services menu, labelled in four languages', () => {
    const [menu, ...others] = summarizeSection(section).menus;
    expect(others).toEqual([]);
    expect(menu?.label.ru).toBe(ru.services);
    expect(menu?.overview?.en).toBe(en.index);
    expect(menu?.pages.map((page) => page.path)).toEqual(specPages.slice(1));
    expect(menu?.pages.find((page) => page.path === 'services/facade-covering')?.label).toEqual({
      az: az.facadeCovering,
      tr: tr.facadeCovering,
      en: en.facadeCovering,
      ru: ru.facadeCovering,
    });
  });

  it('offers the home page its four service cards, each linking to a page it serves', () => {
    const links = section.homeLinks ?? [];
    expect(links.map((link) => link.title.en)).toEqual([
      homeCards.cutting.title,
      homeCards.welding.title,
      homeCards.construction.title,
      homeCards.repair.title,
    ]);
    for (const link of links) expect(specPages).toContain(link.path);
  });
});

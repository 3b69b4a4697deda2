import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared';
import { navigation } from '../navigation';
import { servicePages, servicePaths } from '../paths';
import { section } from '../section';
import { ServicesRoutes } from '../ServicesRoutes';
import { renderPage } from '../testing/renderPage';

describe('ServicesRoutes', () => {
  it('serves the overview and the eight service pages of the spec', () => {
    expect(section.paths).toEqual([
      'services',
      'services/metal-processing',
      'services/metal-construction',
      'services/rebar-formwork-concrete',
      'services/industrial-maintenance',
      'services/project-design',
      'services/tower-installation',
      'services/facade-covering',
      'services/building-assembly',
    ]);
  });

  it.each(servicePaths)('renders /en/%s with one h1 and no 404', async (path) => {
    await renderPage(<ServicesRoutes />, path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it.each(languages)(
    'shows the localized not-found page below /services in %s',
    async (language) => {
      const { i18n } = await renderPage(<ServicesRoutes />, 'services/no-such-service', language);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        i18n.t('notFound.title', { ns: 'common' }),
      );
      expect(
        screen.getByRole('link', { name: i18n.t('notFound.home', { ns: 'common' }) }),
      ).toHaveAttribute('href', `/${language}`);
    },
  );
});

describe('services navigation', () => {
  it('lists every page for the header dropdown and the footer, in the order of the spec', () => {
    expect(navigation.name).toBe('services');
    expect(navigation.items.map((item) => item.path)).toEqual(servicePaths);
  });

  it('labels the pages in all four languages', () => {
    const facade = navigation.items.find((item) => item.path === servicePages.facadeCovering);
    expect(facade?.label).toEqual({
      az: 'Fasad üzlüyü',
      tr: 'Cephe kaplama',
      en: 'Facade covering',
      ru: 'Облицовка фасадов',
    });
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing';
import { loadShowcaseMessages } from '../messages';
import { navigation } from '../navigation';
import { showcasePaths } from '../paths';
import { ShowcaseRoutes } from '../ShowcaseRoutes';

const render = (path: string, language: 'az' | 'tr' | 'en' | 'ru' = 'en') =>
  renderWithSite(<ShowcaseRoutes />, { language, path, loadMessages: loadShowcaseMessages });

describe('the showcase section', () => {
  it('serves about, sectors, projects, partners and contact', async () => {
    expect(showcasePaths).toEqual(['about', 'sectors', 'projects', 'partners', 'contact']);
    const titles = {
      about: 'Engineers, fabricators and service technicians in one company',
      sectors: 'Six fields, one team from design to service',
      projects: 'Work we have fabricated, installed and handed over',
      partners: 'The companies behind our projects and machines',
      contact: 'Tell us what you need to build or equip',
    };
    for (const path of showcasePaths) {
      const { unmount } = await render(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[path]);
      unmount();
    }
  });

  it('shows the localized not-found page for an unknown path below its pages', async () => {
    for (const path of ['projects/42', 'partners/steel', 'career']) {
      const { unmount } = await render(path, 'ru');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Такой страницы нет');
      unmount();
    }
  });

  it('lists every page in the menus with a label in each language', () => {
    expect(navigation.items.map((item) => item.path)).toEqual([...showcasePaths]);
    expect(navigation.items.find((item) => item.path === 'partners')?.label).toEqual({
      az: 'Tərəfdaşlar',
      tr: 'İş ortakları',
      en: 'Partners',
      ru: 'Партнёры',
    });
  });
});

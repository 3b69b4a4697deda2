import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sectionMounts,
  sectionPages,
  summarizeSection,
  unlistedPages,
} from '@site/shared/contract/sectionPages';
import { renderSection } from '@site/shared/testing/renderSection';
import { section } from '../section';

describe('the showcase section', () => {
  it('serves about, sectors, projects, partners, contact and the quote request, each its own mount', async () => {
    const titles = {
      about: 'Engineers, fabricators and service technicians in one company',
      sectors: 'Six fields, one team from design to service',
      projects: 'Work we have fabricated, installed and handed over',
      partners: 'The companies behind our projects and machines',
      contact: 'Tell us what you need to build or equip',
      quote: 'Your quote request',
    };
    expect(sectionPages(section)).toEqual(Object.keys(titles));
    expect(sectionMounts(section)).toEqual(Object.keys(titles));
    for (const [path, title] of Object.entries(titles)) {
      const { unmount } = await renderSection(section, { path });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      unmount();
    }
  });

  it('shows the localized not-found page for an unknown path below its pages', async () => {
    for (const path of ['projects/42', 'partners/steel', 'career']) {
      const { unmount } = await renderSection(section, { language: 'ru', path });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Такой страницы нет');
      unmount();
    }
  });

  it('keeps the quote request out of the sitemap and the site search', () => {
    expect(unlistedPages(section)).toEqual(['quote']);
  });

  it('gives each page but the quote request a top-level menu entry labelled in each language', () => {
    const menus = summarizeSection(section).menus;
    expect(menus.map((menu) => menu.pages.length)).toEqual([0, 0, 0, 0, 0]);
    expect(menus.find((menu) => menu.path === 'partners')?.label).toEqual({
      az: 'Tərəfdaşlar',
      tr: 'İş ortakları',
      en: 'Partners',
      ru: 'Партнёры',
    });
  });
});

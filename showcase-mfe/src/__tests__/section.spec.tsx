import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sectionMounts,
  sectionPages,
  summarizeSection,
  unlistedPages,
} from '@site/shared/contract/sectionPages';
import { renderSection } from '@site/shared/testing/renderSection';
import { spaced } from '../testing/renderPage';
import az from '../locales/az/navigation.json';
import en from '../locales/en/navigation.json';
import ru from '../locales/ru/navigation.json';
import tr from '../locales/tr/navigation.json';
import { section } from '../section';

describe('the showcase section', () => {
  it('serves about, sectors, projects, partners, contact and the quote request, each its own mount', async () => {
    // Each page's h1, by its key in the showcase words.
    const titles = {
      about: 'about.title',
      sectors: 'sectors.title',
      projects: 'projects.title',
      partners: 'partners.title',
      contact: 'contact.title',
      quote: 'quote.title',
    } as const;
    expect(sectionPages(section)).toEqual(Object.keys(titles));
    expect(sectionMounts(section)).toEqual(Object.keys(titles));
    for (const [path, title] of Object.entries(titles)) {
      const { i18n, unmount } = await renderSection(section, { path });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        spaced(i18n.t(title, { ns: 'showcase' })),
      );
      unmount();
    }
  });

  it('shows the localized not-found page for an unknown path below its pages', async () => {
    for (const path of ['projects/42', 'partners/steel', 'career']) {
      const { i18n, unmount } = await renderSection(section, { language: 'ru', path });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        spaced(i18n.t('notFound.title', { ns: 'common' })),
      );
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
      az: az.partners,
      tr: tr.partners,
      en: en.partners,
      ru: ru.partners,
    });
  });
});

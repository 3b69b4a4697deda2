import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { Language } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllServicesMessages } from '../messages';

/** Renders a services page as the site does, at its path, with this remote's words. */
export const renderPage = (page: ReactElement, path: string, language: Language = 'en') =>
  renderWithSite(page, { language, path, loadMessages: loadAllServicesMessages });

/** The section of the page named by its heading. */
export const sectionNamed = (name: string) => screen.getByRole('region', { name });

/** The headings of the cards or items inside a section. */
export const itemHeadings = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

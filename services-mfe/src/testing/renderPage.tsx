import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { Language } from '@site/shared/i18n/languages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllServicesMessages } from '../messages';

/**
 * Renders a services page as the site does, at its path, with this remote's words; `t` and
 * `common` give the words it renders (`services` and `common`, in the page language).
 */
export async function renderPage(page: ReactElement, path: string, language: Language = 'en') {
  const result = await renderWithSite(page, {
    language,
    path,
    loadMessages: loadAllServicesMessages,
  });
  return {
    ...result,
    t: result.i18n.getFixedT(language, 'services'),
    common: result.i18n.getFixedT(language, 'common'),
  };
}

/** The section of the page named by its heading. */
export const sectionNamed = (name: string) => screen.getByRole('region', { name });

/** The headings of the cards or items inside a section. */
export const itemHeadings = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** `text` with the characters a RegExp reads specially escaped. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name pattern containing `words`, as a `/words/` literal would (a chat link adds "new tab"). */
export const containing = (words: string, flags?: string) => new RegExp(escape(words), flags);

/** Words as Testing Library compares text content: each run of white space (no-break too) one space. */
export const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

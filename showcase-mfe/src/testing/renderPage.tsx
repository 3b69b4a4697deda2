import type { ReactElement } from 'react';
import type { Language } from '@site/shared/i18n/languages';
import type { MessageBundles } from '@site/shared/i18n/messages';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllShowcaseMessages } from '../messages';

/**
 * Renders a showcase page or part as the site does, at its path, with this remote's words; `t`
 * and `common` give the words it renders (`showcase` and `common`, in the page language).
 */
export async function renderPage(
  element: ReactElement,
  path: string,
  language: Language = 'en',
  loadMessages: (language: Language) => Promise<MessageBundles> = loadAllShowcaseMessages,
) {
  const result = await renderWithSite(element, { language, path, loadMessages });
  return {
    ...result,
    t: result.i18n.getFixedT(language, 'showcase'),
    common: result.i18n.getFixedT(language, 'common'),
  };
}

/** `text` with the characters a RegExp reads specially escaped. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name pattern containing `words`, as a `/words/` literal would (a chat link adds "new tab"). */
export const containing = (words: string, flags?: string) => new RegExp(escape(words), flags);

/** Words as Testing Library compares text content: each run of white space (no-break too) one space. */
export const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

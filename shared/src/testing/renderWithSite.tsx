import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadCommonMessages } from '../i18n/commonMessages';
import { createSiteI18n } from '../i18n/createSiteI18n';
import { addMessageBundles } from '../i18n/messages';
import type { Language } from '../i18n/languages';
import type { MessageBundles } from '../i18n/messages';

interface SiteRenderOptions {
  language?: Language;
  /** Path below the language root. */
  path?: string;
  /** The app's own messages for the language. */
  loadMessages?: (language: Language) => Promise<MessageBundles>;
  /** Anything else to load into the page's i18n instance before it renders. */
  prepare?: (i18n: I18n) => Promise<void>;
}

/** Renders a page or part as the site does: one i18n instance, a router under `/:lng`. */
export async function renderWithSite(
  element: ReactElement,
  { language = 'en', path = '', loadMessages, prepare }: SiteRenderOptions = {},
): Promise<RenderResult & { i18n: I18n }> {
  const i18n = await createSiteI18n(language);
  addMessageBundles(i18n, language, await loadCommonMessages(language));
  if (loadMessages) addMessageBundles(i18n, language, await loadMessages(language));
  await prepare?.(i18n);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${language}/${path}`]}>
        <Routes>
          <Route path=":lng/*" element={element} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}

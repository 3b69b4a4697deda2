import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { App } from './App';

export function renderPage(i18n: I18n, location: string): string {
  return renderToString(
    <App
      i18n={i18n}
      router={(routes) => <StaticRouter location={location}>{routes}</StaticRouter>}
    />,
  );
}

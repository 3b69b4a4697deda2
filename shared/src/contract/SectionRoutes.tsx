import type { i18n as I18n } from 'i18next';
import { createElement, use, useMemo, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from '@site/router';
import { useTranslation } from '@site/translation';
import type { Language } from '../i18n/languages';
import { addMessageBundles, i18nInstance } from '../i18n/messages';
import { sitePath } from '../links/sitePath';
import { loadOnce, type OnceLoader } from '../loading/loadOnce';
import { useLanguage } from '../ui/links/useLanguage';
import { LazyNotFoundPage } from '../ui/status/LazyNotFoundPage';
import type { SectionManifest, SectionRoute } from './manifest';

const pages = new WeakMap<SectionRoute, ComponentType>();
/** What each page's i18n instance has loaded (tests make many; a visitor's page has one). */
const loads = new WeakMap<I18n, WeakMap<SectionRoute, OnceLoader<void, Language>>>();
const shown = new WeakMap<I18n, WeakMap<SectionRoute, Set<Language>>>();

function forInstance<Value extends object>(
  map: WeakMap<I18n, WeakMap<SectionRoute, Value>>,
  i18n: I18n,
  route: SectionRoute,
  create: () => Value,
): Value {
  const byRoute = map.get(i18n) ?? new WeakMap<SectionRoute, Value>();
  map.set(i18n, byRoute);
  const value = byRoute.get(route) ?? create();
  byRoute.set(route, value);
  return value;
}

/** Loads a page's module and its words in `language`, once; a failure is forgotten (Retry). */
function loadRoute(route: SectionRoute, language: Language, anyI18n: I18n): Promise<void> {
  const i18n = i18nInstance(anyI18n);
  const load = forInstance(loads, i18n, route, () =>
    loadOnce((lang: Language) =>
      Promise.all([
        route.lazy().then(({ Component }) => pages.set(route, Component)),
        route.words?.(lang).then((bundles) => addMessageBundles(i18n, lang, bundles)),
      ]).then(() => {
        forInstance(shown, i18n, route, () => new Set<Language>()).add(lang);
      }),
    ),
  );
  return load(language);
}

/** The page route of `manifest` at `path` (below the language root), if it is one of them. */
function routeAt(manifest: SectionManifest, path: string): SectionRoute | undefined {
  const routes = manifest.routes.map((route) => ({ path: route.path, route }));
  return matchRoutes(routes, `/${path.split(/[?#]/)[0] ?? ''}`)?.[0]?.route.route;
}

/**
 * Loads the page shown at `path` (below the language root) with its words in `language`, so a
 * prerendered page hydrates, a prerender renders and a language switch shows the page without
 * waiting. Resolves at once for an alias or an unknown path.
 */
export async function preloadPage(
  manifest: SectionManifest,
  path: string,
  language: Language,
  i18n: I18n,
): Promise<void> {
  const route = routeAt(manifest, path);
  if (route) await loadRoute(route, language, i18n);
}

/**
 * Whether the page at `path` (below the language root) can show in `language` without waiting:
 * its module and words are loaded, or the path is an alias or unknown (nothing to load).
 */
export function pageLoaded(
  manifest: SectionManifest,
  path: string,
  language: Language,
  i18n: I18n,
): boolean {
  const route = routeAt(manifest, path);
  return !route || Boolean(shown.get(i18nInstance(i18n))?.get(route)?.has(language));
}

function LazyPage({ route }: { route: SectionRoute }) {
  const { i18n } = useTranslation();
  const language = useLanguage();
  if (!shown.get(i18nInstance(i18n))?.get(route)?.has(language)) {
    use(loadRoute(route, language, i18n));
  }
  // The page's component, the same one for every render of this route once loaded.
  const page = pages.get(route);
  return page ? createElement(page) : null;
}

/** A remote's pages under the language root, with its aliases and the not-found page. */
export function SectionRoutes({ manifest }: { manifest: SectionManifest }) {
  const language = useLanguage();
  const routes = useMemo<RouteObject[]>(
    () => [
      ...manifest.routes.map((route) => ({
        path: route.path,
        element: <LazyPage route={route} />,
      })),
      ...(manifest.aliases ?? []).map((alias) => ({
        path: alias.path,
        element: <Navigate replace to={sitePath(language, alias.to)} />,
      })),
      { path: '*', element: <LazyNotFoundPage /> },
    ],
    [manifest, language],
  );
  return useRoutes(routes);
}

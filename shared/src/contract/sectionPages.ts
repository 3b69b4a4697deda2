import type { SectionManifest, SectionMenu, SectionSummary } from './manifest';

const segments = (path: string) => path.split('/').filter(Boolean);

/** The top-level path segments the remote's pages live under. */
export function sectionMounts(manifest: SectionManifest): string[] {
  return [...new Set(manifest.routes.map((route) => segments(route.path)[0] ?? ''))];
}

/**
 * The concrete pages of each route of the remote, in the manifest's order: a static path as it
 * is, a `:param` path once per value. The pages of one route show the same page module.
 */
export function sectionPagesByRoute(manifest: SectionManifest): string[][] {
  return manifest.routes.map((route) =>
    segments(route.path).reduce<string[]>(
      (paths, segment) => {
        const values = segment.startsWith(':')
          ? (route.params?.[segment.slice(1)] ?? [])
          : [segment];
        return paths.flatMap((path) => values.map((value) => (path ? `${path}/${value}` : value)));
      },
      [''],
    ),
  );
}

/** Every concrete page of the remote. */
export function sectionPages(manifest: SectionManifest): string[] {
  return sectionPagesByRoute(manifest).flat();
}

/** The pages of the remote that search engines and the site search leave out. */
export function unlistedPages(manifest: SectionManifest): string[] {
  return sectionPages({ ...manifest, routes: manifest.routes.filter((route) => route.unlisted) });
}

/** The menus and home cards, as plain data for the shell. */
export function summarizeSection(manifest: SectionManifest): SectionSummary {
  const menus: SectionMenu[] = manifest.routes
    .filter((route) => route.menu && segments(route.path).length === 1)
    .map((route) => ({
      path: route.path,
      label: route.menu!,
      ...(route.overview ? { overview: route.overview } : {}),
      pages: manifest.routes
        .filter(
          (page) => page.menu && page.path !== route.path && segments(page.path)[0] === route.path,
        )
        .map((page) => ({ path: page.path, label: page.menu! })),
    }));
  return { federationName: manifest.federationName, menus, homeLinks: manifest.homeLinks ?? [] };
}

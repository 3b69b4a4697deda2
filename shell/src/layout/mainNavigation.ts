import type { SectionName } from '@site/shared';

/** The top navigation of the spec. The shell knows these mount points, never the pages below. */
export const mainNavigation = [
  { key: 'home', path: '' },
  { key: 'about', path: 'about' },
  { key: 'services', path: 'services', section: 'services', allKey: 'allServices' },
  { key: 'products', path: 'products', section: 'products', allKey: 'allProducts' },
  { key: 'sectors', path: 'sectors' },
  { key: 'projects', path: 'projects' },
  { key: 'partners', path: 'partners' },
  { key: 'contact', path: 'contact' },
] as const satisfies readonly {
  key: string;
  path: string;
  section?: SectionName;
  allKey?: string;
}[];

export type MainNavigationItem = (typeof mainNavigation)[number];

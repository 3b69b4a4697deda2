import { labelsFrom } from '@site/shared/contract/routes';
import az from '../locales/az/navigation.json';
import en from '../locales/en/navigation.json';
import ru from '../locales/ru/navigation.json';
import tr from '../locales/tr/navigation.json';

/**
 * Every service page below /services, once: its address is `services/<slug>`, its folder
 * `pages/<slug>/`, its words `content/pages/<slug>/<lng>/words.json` and its menu label the slug's key in
 * `navigation.json` (`tower-installation` -> `towerInstallation`).
 */
export const serviceSlugs = [
  'metal-processing',
  'metal-construction',
  'rebar-formwork-concrete',
  'industrial-maintenance',
  'project-design',
  'tower-installation',
  'facade-covering',
  'building-assembly',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** `tower-installation` -> `towerInstallation`: the key of a page's words and menu label. */
export const camelKey = (slug: string) =>
  slug.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The services' menu labels in the four languages, by navigation.json key. */
export const serviceLabel = labelsFrom({ az, tr, en, ru });

/** A service page's label in the header and footer menus. */
export const serviceMenuLabel = (slug: ServiceSlug) =>
  serviceLabel(camelKey(slug) as keyof typeof az);

/** The service a path below /services names, with its menu label, for the quote request. */
export function serviceAt(path: string) {
  const slug = serviceSlugs.find((candidate) => path === `services/${candidate}`);
  return slug ? { path, title: serviceMenuLabel(slug) } : undefined;
}

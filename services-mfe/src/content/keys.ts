import type { ImageAsset } from '@site/shared/content/types';
import type {
  FieldServiceContent,
  Four,
  HeroContent,
  HeroFact,
  IntroContent,
  PageMetaContent,
  SectionText,
  ServiceItem,
  Six,
} from './types';

/** Keys of a page's meta tags: `pageMeta('towerInstallation')` -> `towerInstallation.meta.*`. */
export const pageMeta = (page: string): PageMetaContent => ({
  title: `${page}.meta.title`,
  description: `${page}.meta.description`,
});

/** Heading and lead of a section: `sectionText('towerInstallation.services')`. */
export const sectionText = (prefix: string, { lead = true } = {}): SectionText => ({
  title: `${prefix}.title`,
  ...(lead ? { lead: `${prefix}.lead` } : {}),
});

/** Items with a title and a text, as many as ids are given (a tuple stays a tuple). */
export function serviceItems<const Ids extends readonly string[]>(
  prefix: string,
  ids: Ids,
): { readonly [K in keyof Ids]: ServiceItem } {
  return ids.map((id) => ({
    id,
    title: `${prefix}.${id}.title`,
    text: `${prefix}.${id}.text`,
  })) as unknown as { readonly [K in keyof Ids]: ServiceItem };
}

const heroFacts = (prefix: string, ids: readonly string[]): HeroFact[] =>
  ids.map((id) => ({ id, value: `${prefix}.${id}.value`, label: `${prefix}.${id}.label` }));

/** The hero of a page: `hero('towerInstallation', ['height'])` -> `towerInstallation.hero.*`. */
export const hero = (page: string, factIds: readonly string[]): HeroContent => ({
  eyebrow: `${page}.hero.eyebrow`,
  title: `${page}.hero.title`,
  lead: `${page}.hero.lead`,
  facts: heroFacts(`${page}.hero.facts`, factIds),
});

/** A generated placeholder image (scripts/artwork.mjs) with its alternative text key. */
export const artwork = (src: string, alt: string): ImageAsset => ({
  src,
  width: 1200,
  height: 900,
  alt,
});

/** The introduction of a page without a hero: `intro('projectDesign')` -> `projectDesign.intro.*`. */
export const intro = (page: string): IntroContent => ({
  eyebrow: `${page}.intro.eyebrow`,
  title: `${page}.intro.title`,
  text: `${page}.intro.text`,
});

/**
 * The keys of an on-site installation page (towers, facades, building assembly): six services,
 * four advantages, and a closing call by chat or by e-mail via /contact.
 */
export const fieldServicePage = (
  page: string,
  ids: {
    /** Prefix of the section ids, unique on the page. */
    section: string;
    facts: readonly string[];
    services: Six<string>;
    advantages: Four<string>;
  },
): FieldServiceContent => ({
  id: ids.section,
  meta: pageMeta(page),
  hero: hero(page, ids.facts),
  services: {
    ...sectionText(`${page}.services`),
    items: serviceItems(`${page}.services.items`, ids.services),
  },
  advantages: {
    ...sectionText(`${page}.advantages`, { lead: false }),
    items: serviceItems(`${page}.advantages.items`, ids.advantages),
  },
  cta: {
    title: `${page}.cta.title`,
    text: `${page}.cta.text`,
    chat: { label: 'common.callButton', message: `${page}.cta.message` },
    contact: { label: 'common.emailButton' },
  },
});

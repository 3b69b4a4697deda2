import type { ImageAsset } from '@site/shared/content/types';
import type { NamesAt } from '@site/shared/i18n/wordKeys';
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
import type { ServiceWords, TextKey, WordsWith } from './words';

// Each builder's parameters name places in the services words whose shape the builder needs, so
// the compiler checks every key it makes; inside, the parts are joined as the shape promises.
const join = (...parts: string[]) => parts.join('.') as TextKey;

type Texts<Names extends string> = { [Name in Names]: string };

/** Keys of a page's meta tags: `pageMeta('towerInstallation')` -> `towerInstallation.meta.*`. */
export const pageMeta = (
  page: WordsWith<{ meta: Texts<'title' | 'description'> }>,
): PageMetaContent => ({
  title: join(page, 'meta.title'),
  description: join(page, 'meta.description'),
});

/** Heading and lead of a section: `sectionText('towerInstallation.services')`. */
export const sectionText = (path: WordsWith<Texts<'title' | 'lead'>>): Required<SectionText> => ({
  title: join(path, 'title'),
  lead: join(path, 'lead'),
});

/** The heading of a section without a lead. */
export const sectionTitle = (path: WordsWith<Texts<'title'>>): SectionText => ({
  title: join(path, 'title'),
});

type ItemsPath = WordsWith<Record<string, Texts<'title' | 'text'>>>;

const items = (path: string, ids: readonly string[]): ServiceItem[] =>
  ids.map((id) => ({ id, title: join(path, id, 'title'), text: join(path, id, 'text') }));

/** Items with a title and a text, as many as ids are given (a tuple stays a tuple). */
export function serviceItems<
  Path extends ItemsPath,
  const Ids extends readonly NamesAt<ServiceWords, Path>[],
>(path: Path, ids: Ids): { readonly [K in keyof Ids]: ServiceItem } {
  return items(path, ids) as unknown as { readonly [K in keyof Ids]: ServiceItem };
}

type HeroPage = WordsWith<{
  hero: Texts<'eyebrow' | 'title' | 'lead'> & { facts: Record<string, Texts<'value' | 'label'>> };
}>;

/** The hero of a page: `hero('towerInstallation', ['height'])` -> `towerInstallation.hero.*`. */
export const hero = <Page extends HeroPage>(
  page: Page,
  factIds: readonly NamesAt<ServiceWords, `${Page}.hero.facts`>[],
): HeroContent => ({
  eyebrow: join(page, 'hero.eyebrow'),
  title: join(page, 'hero.title'),
  lead: join(page, 'hero.lead'),
  facts: factIds.map((id): HeroFact => ({
    id,
    value: join(page, 'hero.facts', id, 'value'),
    label: join(page, 'hero.facts', id, 'label'),
  })),
});

/** A generated placeholder image (scripts/artwork.mjs) with its alternative text key. */
export const artwork = (src: string, alt: TextKey): ImageAsset<TextKey> => ({
  src,
  width: 1200,
  height: 900,
  alt,
});

/** The introduction of a page without a hero: `intro('projectDesign')` -> `projectDesign.intro.*`. */
export const intro = (
  page: WordsWith<{ intro: Texts<'eyebrow' | 'title' | 'text'> }>,
): IntroContent => ({
  eyebrow: join(page, 'intro.eyebrow'),
  title: join(page, 'intro.title'),
  text: join(page, 'intro.text'),
});

type FieldServicePageWords = {
  meta: Texts<'title' | 'description'>;
  hero: Texts<'eyebrow' | 'title' | 'lead'> & { facts: object };
  services: Texts<'title' | 'lead'> & { items: Record<string, Texts<'title' | 'text'>> };
  advantages: Texts<'title'> & { items: Record<string, Texts<'title' | 'text'>> };
  cta: Texts<'title' | 'text' | 'message'>;
};

/**
 * The keys of an on-site installation page (towers, facades, building assembly): six services,
 * four advantages, and a closing call by chat or by e-mail via /contact.
 */
export const fieldServicePage = <Page extends WordsWith<FieldServicePageWords> & HeroPage>(
  page: Page,
  ids: {
    /** Prefix of the section ids, unique on the page. */
    section: string;
    facts: readonly NamesAt<ServiceWords, `${Page}.hero.facts`>[];
    services: Six<NamesAt<ServiceWords, `${Page}.services.items`>>;
    advantages: Four<NamesAt<ServiceWords, `${Page}.advantages.items`>>;
  },
): FieldServiceContent => ({
  id: ids.section,
  meta: pageMeta(page),
  hero: hero(page, ids.facts),
  services: {
    ...sectionText(`${page}.services` as ItemsPath & WordsWith<Texts<'title' | 'lead'>>),
    items: items(`${page}.services.items`, ids.services) as unknown as Six<ServiceItem>,
  },
  advantages: {
    ...sectionTitle(`${page}.advantages` as WordsWith<Texts<'title'>>),
    items: items(`${page}.advantages.items`, ids.advantages) as unknown as Four<ServiceItem>,
  },
  cta: {
    title: join(page, 'cta.title'),
    text: join(page, 'cta.text'),
    chat: { label: 'common.callButton', message: join(page, 'cta.message') },
    contact: { label: 'common.emailButton' },
  },
});

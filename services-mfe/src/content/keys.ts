import type { ImageAsset } from '@site/shared/content/types';
import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type {
  CallToActionContent,
  CaptionedPhoto,
  FieldServiceContent,
  Four,
  HeroContent,
  HeroFact,
  IntroContent,
  PageMetaContent,
  PhotoSection,
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

type ItemsSectionPath = WordsWith<
  Texts<'title'> & { items: Record<string, Texts<'title' | 'text'>> }
>;

/** A heading over its items: `itemsSection('projectDesign.process', ['brief', ...])`. */
export function itemsSection<
  Path extends ItemsSectionPath,
  const Ids extends readonly NamesAt<ServiceWords, `${Path}.items`>[],
>(path: Path, ids: Ids): SectionText & { items: { readonly [K in keyof Ids]: ServiceItem } } {
  return {
    ...sectionTitle(path),
    items: items(`${path}.items`, ids) as unknown as { readonly [K in keyof Ids]: ServiceItem },
  };
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

/** A generated placeholder image (drawn by `pnpm artwork`, slots in artwork/slots/services-mfe/) with its alternative text key. */
export const artwork = (src: string, alt: TextKey): ImageAsset<TextKey> => ({
  src,
  width: 1200,
  height: 900,
  alt,
});

type PhotosPath<Texts extends string> = WordsWith<Record<string, { [Name in Texts]: string }>>;

/**
 * Texts beside their generated photos under one path: with
 * `const work = photoSection('metalConstruction.works.items')`, `work('canopies', canopies)`.
 */
export const photoSection =
  <Path extends PhotosPath<'title' | 'text' | 'alt'>>(path: Path) =>
  (id: NamesAt<ServiceWords, Path>, src: string): PhotoSection => ({
    id,
    title: join(path, id, 'title'),
    text: join(path, id, 'text'),
    image: artwork(src, join(path, id, 'alt')),
  });

/** Captioned generated photos under one path, as {@link photoSection}. */
export const captionedPhoto =
  <Path extends PhotosPath<'caption' | 'alt'>>(path: Path) =>
  (id: NamesAt<ServiceWords, Path>, src: string): CaptionedPhoto => ({
    id,
    caption: join(path, id, 'caption'),
    image: artwork(src, join(path, id, 'alt')),
  });

/** The introduction of a page without a hero: `intro('projectDesign')` -> `projectDesign.intro.*`. */
export const intro = (
  page: WordsWith<{ intro: Texts<'eyebrow' | 'title' | 'text'> }>,
): IntroContent => ({
  eyebrow: join(page, 'intro.eyebrow'),
  title: join(page, 'intro.title'),
  text: join(page, 'intro.text'),
});

type CallWords = Texts<'title' | 'text'>;

/** A button's label: a name in the page's `cta` words, or one the pages share (`common.*`). */
type ButtonLabel<Page extends string> =
  | Exclude<NamesAt<ServiceWords, `${Page}.cta`>, keyof CallWords | 'message'>
  | `common.${NamesAt<ServiceWords, 'common'>}`;

type ChatPage = WordsWith<{ cta: Texts<'message'> }>;

/** A button to /contact, and a chat where the page's `cta` words have its prefilled `message`. */
type CallButtons<Page extends string> = { contact?: ButtonLabel<Page> } & ([Page] extends [ChatPage]
  ? { chat?: ButtonLabel<Page> }
  : { chat?: never });

/**
 * The closing call of a page: `callToAction('projectDesign', { chat: 'button' })` ->
 * `projectDesign.cta.*`.
 */
export const callToAction = <Page extends WordsWith<{ cta: CallWords }>>(
  page: Page,
  buttons: CallButtons<Page>,
): CallToActionContent => {
  const label = (name: string) =>
    name.startsWith('common.') ? (name as TextKey) : join(page, 'cta', name);
  return {
    title: join(page, 'cta.title'),
    text: join(page, 'cta.text'),
    ...(buttons.chat
      ? { chat: { label: label(buttons.chat), message: join(page, 'cta.message') } }
      : {}),
    ...(buttons.contact ? { contact: { label: label(buttons.contact) } } : {}),
  };
};

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
  cta: callToAction<WordsWith<FieldServicePageWords>>(page, {
    chat: 'common.callButton',
    contact: 'common.emailButton',
  }),
});

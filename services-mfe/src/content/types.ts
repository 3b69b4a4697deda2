import type { ImageAsset } from '@site/shared/content/types';
import type { TextKey } from './words';

export type { TextKey };

/**
 * The building blocks of the service pages. Like the shared content types, every field a visitor
 * reads is a key into the `services` namespace; components translate when they render.
 */

export type Four<T> = readonly [T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];

/** A card with a title and a short text: a feature, a service line, an advantage, a step. */
export interface ServiceItem {
  id: string;
  title: TextKey;
  text: TextKey;
}

/** Spec: every process on the service pages has four steps. */
export type FourSteps = Four<ServiceItem>;

/** The `<title>` and `<meta name="description">` of a page. */
export interface PageMetaContent {
  title: TextKey;
  description: TextKey;
}

/** A figure in a hero: "36 m" over "clear span without inner columns". */
export interface HeroFact {
  id: string;
  value: TextKey;
  label: TextKey;
}

export interface HeroContent {
  eyebrow: TextKey;
  title: TextKey;
  lead: TextKey;
  facts: readonly HeroFact[];
}

/** The heading of a page section and its optional lead paragraph. */
export interface SectionText {
  title: TextKey;
  lead?: TextKey;
}

/** A photo with the caption shown under it and in the lightbox. */
export interface CaptionedPhoto {
  id: string;
  caption: TextKey;
  image: ImageAsset<TextKey>;
}

/** A text beside its photo: a kind of work, an equipment area. */
export interface PhotoSection {
  id: string;
  title: TextKey;
  text: TextKey;
  image: ImageAsset<TextKey>;
}

/** One stage of a job in a staged gallery, with three photos. */
export interface PhotoStage {
  id: string;
  title: TextKey;
  photos: readonly [CaptionedPhoto, CaptionedPhoto, CaptionedPhoto];
}

/** The closing call to action: a chat with a prefilled message, the contact page, or both. */
export interface CallToActionContent {
  title: TextKey;
  text: TextKey;
  chat?: { label: TextKey; message: TextKey };
  contact?: { label: TextKey };
}

/** The top of a page without a hero (shared PageIntro): label, the one h1, an introduction. */
export interface IntroContent {
  eyebrow: TextKey;
  title: TextKey;
  text: TextKey;
}

/** What every service page has: its meta tags, a hero or an introduction, the closing call. */
export type ServicePageContent = {
  meta: PageMetaContent;
  cta: CallToActionContent;
} & ({ hero: HeroContent; intro?: undefined } | { intro: IntroContent; hero?: undefined });

/**
 * The three on-site installation pages (towers, facades, buildings) share one layout: a hero,
 * six services, four advantages, and a call by chat with an e-mail button to the contact page.
 */
export type FieldServiceContent = ServicePageContent & {
  /** Prefix of the section ids, unique on the page. */
  id: string;
  hero: HeroContent;
  services: SectionText & { items: Six<ServiceItem> };
  advantages: SectionText & { items: Four<ServiceItem> };
};

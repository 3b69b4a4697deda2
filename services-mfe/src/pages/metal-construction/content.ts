import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { ServiceWords } from '../../content/words';
import {
  artwork,
  hero,
  pageMeta,
  sectionText,
  sectionTitle,
  serviceItems,
} from '../../content/keys';
import type {
  CallToActionContent,
  FourSteps,
  HeroContent,
  PageMetaContent,
  PhotoSection,
  SectionText,
  ServiceItem,
  Six,
} from '../../content/types';
import agricultural from '../../assets/artwork/metal-construction/agricultural.svg';
import canopies from '../../assets/artwork/metal-construction/canopies.svg';
import industrialHalls from '../../assets/artwork/metal-construction/industrial-halls.svg';
import mezzanines from '../../assets/artwork/metal-construction/mezzanines.svg';
import multiStorey from '../../assets/artwork/metal-construction/multi-storey.svg';
import pipeRacks from '../../assets/artwork/metal-construction/pipe-racks.svg';
import platforms from '../../assets/artwork/metal-construction/platforms.svg';
import reconstruction from '../../assets/artwork/metal-construction/reconstruction.svg';
import trusses from '../../assets/artwork/metal-construction/trusses.svg';
import warehouses from '../../assets/artwork/metal-construction/warehouses.svg';

const page = 'metalConstruction';

const work = (
  id: NamesAt<ServiceWords, 'metalConstruction.works.items'>,
  src: string,
): PhotoSection => ({
  id,
  title: `${page}.works.items.${id}.title`,
  text: `${page}.works.items.${id}.text`,
  image: artwork(src, `${page}.works.items.${id}.alt`),
});

type Ten<T> = readonly [T, T, T, T, T, T, T, T, T, T];

/** Spec: hero, ten work sections with a photo, six features, four steps, a call to action. */
export const metalConstruction = {
  meta: pageMeta(page),
  hero: hero(page, ['span', 'steel', 'execution']),
  works: {
    ...sectionText(`${page}.works`),
    items: [
      work('industrialHalls', industrialHalls),
      work('warehouses', warehouses),
      work('canopies', canopies),
      work('mezzanines', mezzanines),
      work('platforms', platforms),
      work('trusses', trusses),
      work('pipeRacks', pipeRacks),
      work('agricultural', agricultural),
      work('multiStorey', multiStorey),
      work('reconstruction', reconstruction),
    ],
  },
  features: {
    ...sectionTitle(`${page}.features`),
    items: serviceItems(`${page}.features.items`, [
      'workshop',
      'welding',
      'corrosion',
      'bolted',
      'crews',
      'documents',
    ]),
  },
  process: {
    ...sectionTitle(`${page}.process`),
    steps: serviceItems(`${page}.process.items`, ['brief', 'design', 'fabrication', 'erection']),
  },
  cta: {
    title: `${page}.cta.title`,
    text: `${page}.cta.text`,
    chat: { label: `${page}.cta.chat`, message: `${page}.cta.message` },
    contact: { label: `${page}.cta.contact` },
  },
} satisfies {
  meta: PageMetaContent;
  hero: HeroContent;
  works: SectionText & { items: Ten<PhotoSection> };
  features: SectionText & { items: Six<ServiceItem> };
  process: SectionText & { steps: FourSteps };
  cta: CallToActionContent;
};

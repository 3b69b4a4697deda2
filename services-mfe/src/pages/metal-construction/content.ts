import {
  callToAction,
  hero,
  itemsSection,
  pageMeta,
  photoSection,
  sectionText,
} from '../../content/keys';
import type {
  FourSteps,
  PhotoSection,
  SectionText,
  ServiceItem,
  ServicePageContent,
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
const work = photoSection(`${page}.works.items`);

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
  features: itemsSection(`${page}.features`, [
    'workshop',
    'welding',
    'corrosion',
    'bolted',
    'crews',
    'documents',
  ]),
  process: itemsSection(`${page}.process`, ['brief', 'design', 'fabrication', 'erection']),
  cta: callToAction(page, { chat: 'chat', contact: 'contact' }),
} satisfies ServicePageContent & {
  works: SectionText & { items: Ten<PhotoSection> };
  features: SectionText & { items: Six<ServiceItem> };
  process: SectionText & { items: FourSteps };
};

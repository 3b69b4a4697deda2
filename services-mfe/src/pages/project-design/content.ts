import {
  callToAction,
  intro,
  itemsSection,
  pageMeta,
  sectionText,
  serviceItems,
} from '../../content/keys';
import type {
  FourSteps,
  SectionText,
  ServiceItem,
  ServicePageContent,
  Six,
} from '../../content/types';

const page = 'projectDesign';

/** Spec: six service cards, six numbered advantages, a four-step process. */
export const projectDesign = {
  meta: pageMeta(page),
  intro: intro(page),
  services: {
    ...sectionText(`${page}.services`),
    items: serviceItems(`${page}.services.items`, [
      'concept',
      'calculations',
      'generalArrangement',
      'shopDrawings',
      'foundations',
      'survey',
    ]),
  },
  advantages: itemsSection(`${page}.advantages`, [
    'workshop',
    'tonnage',
    'model',
    'codes',
    'review',
    'supervision',
  ]),
  process: itemsSection(`${page}.process`, ['brief', 'options', 'detailing', 'issue']),
  cta: callToAction(page, { chat: 'button' }),
} satisfies ServicePageContent & {
  services: SectionText & { items: Six<ServiceItem> };
  advantages: SectionText & { items: Six<ServiceItem> };
  process: SectionText & { items: FourSteps };
};

import { intro, pageMeta, sectionText, sectionTitle, serviceItems } from '../../content/keys';
import type {
  CallToActionContent,
  FourSteps,
  IntroContent,
  PageMetaContent,
  SectionText,
  ServiceItem,
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
  advantages: {
    ...sectionTitle(`${page}.advantages`),
    items: serviceItems(`${page}.advantages.items`, [
      'workshop',
      'tonnage',
      'model',
      'codes',
      'review',
      'supervision',
    ]),
  },
  process: {
    ...sectionTitle(`${page}.process`),
    steps: serviceItems(`${page}.process.items`, ['brief', 'options', 'detailing', 'issue']),
  },
  cta: {
    title: `${page}.cta.title`,
    text: `${page}.cta.text`,
    chat: { label: `${page}.cta.button`, message: `${page}.cta.message` },
  },
} satisfies {
  meta: PageMetaContent;
  intro: IntroContent;
  services: SectionText & { items: Six<ServiceItem> };
  advantages: SectionText & { items: Six<ServiceItem> };
  process: SectionText & { steps: FourSteps };
  cta: CallToActionContent;
};

import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { ServiceWords } from '../../content/words';
import {
  artwork,
  intro,
  pageMeta,
  sectionText,
  sectionTitle,
  serviceItems,
} from '../../content/keys';
import type {
  CallToActionContent,
  Four,
  IntroContent,
  PageMetaContent,
  PhotoSection,
  SectionText,
  ServiceItem,
} from '../../content/types';
import cnc from '../../assets/artwork/industrial-maintenance/cnc.svg';
import laser from '../../assets/artwork/industrial-maintenance/laser.svg';
import latheMilling from '../../assets/artwork/industrial-maintenance/lathe-milling.svg';
import plasma from '../../assets/artwork/industrial-maintenance/plasma.svg';

const page = 'industrialMaintenance';

const area = (
  id: NamesAt<ServiceWords, 'industrialMaintenance.areas.items'>,
  src: string,
): PhotoSection => ({
  id,
  title: `${page}.areas.items.${id}.title`,
  text: `${page}.areas.items.${id}.text`,
  image: artwork(src, `${page}.areas.items.${id}.alt`),
});

/**
 * Spec: four photo areas (laser, CNC, plasma, lathe and milling), four service cards, four
 * benefits (one is the efficiency gain of up to 20 percent), a call to action by chat.
 */
export const industrialMaintenance = {
  meta: pageMeta(page),
  intro: intro(page),
  areas: {
    ...sectionText(`${page}.areas`),
    items: [
      area('laser', laser),
      area('cnc', cnc),
      area('plasma', plasma),
      area('latheMilling', latheMilling),
    ],
  },
  services: {
    ...sectionTitle(`${page}.services`),
    items: serviceItems(`${page}.services.items`, ['planned', 'repair', 'calibration', 'training']),
  },
  benefits: {
    ...sectionTitle(`${page}.benefits`),
    items: serviceItems(`${page}.benefits.items`, ['efficiency', 'downtime', 'lifetime', 'costs']),
  },
  cta: {
    title: `${page}.cta.title`,
    text: `${page}.cta.text`,
    chat: { label: `${page}.cta.button`, message: `${page}.cta.message` },
  },
} satisfies {
  meta: PageMetaContent;
  intro: IntroContent;
  areas: SectionText & { items: Four<PhotoSection> };
  services: SectionText & { items: Four<ServiceItem> };
  benefits: SectionText & { items: Four<ServiceItem> };
  cta: CallToActionContent;
};

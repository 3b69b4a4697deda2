import {
  callToAction,
  intro,
  itemsSection,
  pageMeta,
  photoSection,
  sectionText,
} from '../../content/keys';
import type {
  Four,
  PhotoSection,
  SectionText,
  ServiceItem,
  ServicePageContent,
} from '../../content/types';
import cnc from '../../assets/artwork/industrial-maintenance/cnc.svg';
import laser from '../../assets/artwork/industrial-maintenance/laser.svg';
import latheMilling from '../../assets/artwork/industrial-maintenance/lathe-milling.svg';
import plasma from '../../assets/artwork/industrial-maintenance/plasma.svg';

const page = 'industrialMaintenance';
const area = photoSection(`${page}.areas.items`);

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
  services: itemsSection(`${page}.services`, ['planned', 'repair', 'calibration', 'training']),
  benefits: itemsSection(`${page}.benefits`, ['efficiency', 'downtime', 'lifetime', 'costs']),
  cta: callToAction(page, { chat: 'button' }),
} satisfies ServicePageContent & {
  areas: SectionText & { items: Four<PhotoSection> };
  services: SectionText & { items: Four<ServiceItem> };
  benefits: SectionText & { items: Four<ServiceItem> };
};

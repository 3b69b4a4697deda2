import {
  fieldServiceCallToAction,
  hero,
  pageMeta,
  sectionText,
  serviceItems,
} from '../../content/keys';
import type { FieldServiceContent } from '../../content/types';

const page = 'buildingAssembly';

/** Spec: six services, four advantages, a call by chat and an e-mail button to /contact. */
export const buildingAssembly = {
  id: 'assembly',
  meta: pageMeta(page),
  hero: hero(page, ['area', 'time', 'bolts']),
  services: {
    ...sectionText(`${page}.services`),
    items: serviceItems(`${page}.services.items`, [
      'survey',
      'unloading',
      'frame',
      'cladding',
      'openings',
      'extension',
    ]),
  },
  advantages: {
    ...sectionText(`${page}.advantages`, { lead: false }),
    items: serviceItems(`${page}.advantages.items`, ['crews', 'equipment', 'fixes', 'reports']),
  },
  cta: fieldServiceCallToAction(page),
} satisfies FieldServiceContent;

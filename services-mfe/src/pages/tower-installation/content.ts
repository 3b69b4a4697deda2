import {
  fieldServiceCallToAction,
  hero,
  pageMeta,
  sectionText,
  serviceItems,
} from '../../content/keys';
import type { FieldServiceContent } from '../../content/types';

const page = 'towerInstallation';

/** Spec: six services, four advantages, a call by chat and an e-mail button to /contact. */
export const towerInstallation = {
  id: 'tower',
  meta: pageMeta(page),
  hero: hero(page, ['height', 'plumb', 'coating']),
  services: {
    ...sectionText(`${page}.services`),
    items: serviceItems(`${page}.services.items`, [
      'foundation',
      'groundAssembly',
      'erection',
      'alignment',
      'attachments',
      'inspection',
    ]),
  },
  advantages: {
    ...sectionText(`${page}.advantages`, { lead: false }),
    items: serviceItems(`${page}.advantages.items`, ['climbers', 'parts', 'wind', 'records']),
  },
  cta: fieldServiceCallToAction(page),
} satisfies FieldServiceContent;

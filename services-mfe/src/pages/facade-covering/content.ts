import {
  fieldServiceCallToAction,
  hero,
  pageMeta,
  sectionText,
  serviceItems,
} from '../../content/keys';
import type { FieldServiceContent } from '../../content/types';

const page = 'facadeCovering';

/** Spec: six services, four advantages, a call by chat and an e-mail button to /contact. */
export const facadeCovering = {
  id: 'facade',
  meta: pageMeta(page),
  hero: hero(page, ['thickness', 'fire', 'colours']),
  services: {
    ...sectionText(`${page}.services`),
    items: serviceItems(`${page}.services.items`, [
      'sandwich',
      'profiled',
      'cassettes',
      'screens',
      'subframes',
      'flashings',
    ]),
  },
  advantages: {
    ...sectionText(`${page}.advantages`, { lead: false }),
    items: serviceItems(`${page}.advantages.items`, ['calculated', 'trims', 'access', 'warranty']),
  },
  cta: fieldServiceCallToAction(page),
} satisfies FieldServiceContent;

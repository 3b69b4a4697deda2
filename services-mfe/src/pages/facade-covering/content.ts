import { fieldServicePage } from '../../content/keys';

/** Spec: six services, four advantages, a call by chat and an e-mail button to /contact. */
export const facadeCovering = fieldServicePage('facadeCovering', {
  section: 'facade',
  facts: ['thickness', 'fire', 'colours'],
  services: ['sandwich', 'profiled', 'cassettes', 'screens', 'subframes', 'flashings'],
  advantages: ['calculated', 'trims', 'access', 'warranty'],
});

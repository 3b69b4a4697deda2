import { fieldServicePage } from '../../content/keys';

/** Spec: six services, four advantages, a call by chat and an e-mail button to /contact. */
export const buildingAssembly = fieldServicePage('buildingAssembly', {
  section: 'assembly',
  facts: ['area', 'time', 'bolts'],
  services: ['survey', 'unloading', 'frame', 'cladding', 'openings', 'extension'],
  advantages: ['crews', 'equipment', 'fixes', 'reports'],
});

import { fieldServicePage } from '../../content/keys';

/** Spec: six services, four advantages, a call by chat and an e-mail button to /contact. */
export const towerInstallation = fieldServicePage('towerInstallation', {
  section: 'tower',
  facts: ['height', 'plumb', 'coating'],
  services: ['foundation', 'groundAssembly', 'erection', 'alignment', 'attachments', 'inspection'],
  advantages: ['climbers', 'parts', 'wind', 'records'],
});

import autoFeedOverview from '../../assets/artwork/cnc-laser/auto-feed/1-overview.svg';
import autoFeedLoader from '../../assets/artwork/cnc-laser/auto-feed/2-loader.svg';
import coilOverview from '../../assets/artwork/cnc-laser/automatic-coil/1-overview.svg';
import feederOverview from '../../assets/artwork/cnc-laser/automatic-feeding/1-overview.svg';
import { machine } from './machine';

export const automaticCoil = machine({
  id: 'automatic-coil',
  key: 'automaticCoil',
  category: 'coil-laser',
  images: [[coilOverview, 'overview']],
  features: ['decoiler', 'leveller', 'continuous', 'sorting', 'materialYield'],
  applications: ['hvac', 'electricalCabinets', 'appliances', 'automotive', 'kitchenEquipment'],
});

export const automaticFeeding = machine({
  id: 'automatic-feeding',
  key: 'automaticFeeding',
  category: 'feeding-systems',
  images: [[feederOverview, 'overview']],
  features: ['separator', 'alignment', 'tubeLasers', 'unattended', 'lightCurtains'],
  applications: ['furniture', 'fitness', 'racking', 'railings'],
});

export const autoFeed = machine({
  id: 'auto-feed',
  key: 'autoFeed',
  category: 'feeding-systems',
  images: [
    [autoFeedOverview, 'overview'],
    [autoFeedLoader, 'loader'],
  ],
  features: ['suctionCups', 'doubleSheet', 'forks', 'exchangeTables', 'nightShift'],
  applications: ['electricalCabinets', 'elevators', 'agriculturalMachinery', 'hvac'],
});

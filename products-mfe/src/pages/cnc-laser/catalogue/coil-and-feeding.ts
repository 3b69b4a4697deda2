import autoFeedOverview from '../../../assets/artwork/cnc-laser/auto-feed/1-overview.svg';
import autoFeedLoader from '../../../assets/artwork/cnc-laser/auto-feed/2-loader.svg';
import coilOverview from '../../../assets/artwork/cnc-laser/automatic-coil/1-overview.svg';
import feederOverview from '../../../assets/artwork/cnc-laser/automatic-feeding/1-overview.svg';
import { machine } from './machine';

export const automaticCoil = machine({
  id: 'automatic-coil',
  key: 'automaticCoil',
  category: 'coil-laser',
  model: 'CL-1500',
  images: [[coilOverview, 'overview']],
  specifications: {
    coilWeight: '20 t',
    materialThickness: '0.1-3 mm',
    coilWidth: '1500 mm',
    laserPower: '1.5KW-6KW',
    feedSpeed: '0-20 m/min',
    positioningAccuracy: '±0.05 mm',
  },
  features: ['decoiler', 'leveller', 'continuous', 'sorting', 'materialYield'],
  applications: ['hvac', 'electricalCabinets', 'appliances', 'automotive', 'kitchenEquipment'],
});

export const automaticFeeding = machine({
  id: 'automatic-feeding',
  key: 'automaticFeeding',
  category: 'feeding-systems',
  model: 'BF-7000',
  images: [[feederOverview, 'overview']],
  specifications: {
    rawLength: '3000-7000 mm',
    bundleWeight: '500 kg',
    roundTube: 'Ø20-160 mm',
    squareTube: '20x20-120x120 mm',
    loadCycle: '25 s',
  },
  features: ['separator', 'alignment', 'tubeLasers', 'unattended', 'lightCurtains'],
  applications: ['furniture', 'fitness', 'racking', 'railings'],
});

export const autoFeed = machine({
  id: 'auto-feed',
  key: 'autoFeed',
  category: 'feeding-systems',
  model: 'AL-3015',
  images: [
    [autoFeedOverview, 'overview'],
    [autoFeedLoader, 'loader'],
  ],
  specifications: {
    maxSheetSize: '3000x1500 mm',
    materialThickness: '0.8-20 mm',
    maxSheetWeight: '900 kg',
    stackHeight: '150 mm',
    loadCycle: '60 s',
  },
  features: ['suctionCups', 'doubleSheet', 'forks', 'exchangeTables', 'nightShift'],
  applications: ['electricalCabinets', 'elevators', 'agriculturalMachinery', 'hvac'],
});

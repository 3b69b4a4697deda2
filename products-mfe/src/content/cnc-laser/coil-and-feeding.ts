import autoFeedOverview from '../../assets/artwork/cnc-laser/auto-feed/1-overview.svg';
import autoFeedLoader from '../../assets/artwork/cnc-laser/auto-feed/2-loader.svg';
import coilOverview from '../../assets/artwork/cnc-laser/automatic-coil/1-overview.svg';
import feederOverview from '../../assets/artwork/cnc-laser/automatic-feeding/1-overview.svg';
import { amount, diameter, range, size, sizeRange, tolerance } from '@site/shared/format/amount';
import { machine } from './machine';

export const automaticCoil = machine({
  id: 'automatic-coil',
  key: 'automaticCoil',
  category: 'coil-laser',
  model: 'CL-1500',
  images: [[coilOverview, 'overview']],
  specifications: {
    coilWeight: amount(20, 't'),
    materialThickness: range(0.1, 3, 'mm'),
    coilWidth: amount(1500, 'mm'),
    laserPower: range(1.5, 6, 'kW'),
    feedSpeed: range(0, 20, 'm/min'),
    positioningAccuracy: tolerance(0.05, 'mm'),
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
    rawLength: range(3000, 7000, 'mm'),
    bundleWeight: amount(500, 'kg'),
    roundTube: diameter(20, 160, 'mm'),
    squareTube: sizeRange([20, 20], [120, 120], 'mm'),
    loadCycle: amount(25, 's'),
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
    maxSheetSize: size([3000, 1500], 'mm'),
    materialThickness: range(0.8, 20, 'mm'),
    maxSheetWeight: amount(900, 'kg'),
    stackHeight: amount(150, 'mm'),
    loadCycle: amount(60, 's'),
  },
  features: ['suctionCups', 'doubleSheet', 'forks', 'exchangeTables', 'nightShift'],
  applications: ['electricalCabinets', 'elevators', 'agriculturalMachinery', 'hvac'],
});

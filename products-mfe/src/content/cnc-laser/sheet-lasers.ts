import exchangeOverview from '../../assets/artwork/cnc-laser/exchange-platform/1-overview.svg';
import exchangeTables from '../../assets/artwork/cnc-laser/exchange-platform/2-exchange.svg';
import exchangeParts from '../../assets/artwork/cnc-laser/exchange-platform/3-parts.svg';
import highPowerOverview from '../../assets/artwork/cnc-laser/high-power/1-overview.svg';
import highPowerHead from '../../assets/artwork/cnc-laser/high-power/2-cutting-head.svg';
import highPowerPlate from '../../assets/artwork/cnc-laser/high-power/3-plate.svg';
import largeOverview from '../../assets/artwork/cnc-laser/large-format/1-overview.svg';
import largeHead from '../../assets/artwork/cnc-laser/large-format/2-cutting-head.svg';
import largeTable from '../../assets/artwork/cnc-laser/large-format/3-table.svg';
import largePlate from '../../assets/artwork/cnc-laser/large-format/4-plate.svg';
import singleOverview from '../../assets/artwork/cnc-laser/single-platform/1-overview.svg';
import singleHead from '../../assets/artwork/cnc-laser/single-platform/2-cutting-head.svg';
import singleControl from '../../assets/artwork/cnc-laser/single-platform/3-control.svg';
import singleTable from '../../assets/artwork/cnc-laser/single-platform/4-table.svg';
import singleParts from '../../assets/artwork/cnc-laser/single-platform/5-parts.svg';
import { amount, range, size, sizeRange, together, tolerance } from '@site/shared/format/amount';
import { machine } from './machine';

export const singlePlatform = machine({
  id: 'single-platform',
  key: 'singlePlatform',
  category: 'sheet-laser',
  model: 'SP-3015',
  images: [
    [singleOverview, 'overview'],
    [singleHead, 'cuttingHead'],
    [singleControl, 'control'],
    [singleTable, 'table'],
    [singleParts, 'parts'],
  ],
  specifications: {
    laserPower: range(1.5, 120, 'kW'),
    sheetFormats: sizeRange([3000, 1500], [14000, 3100], 'mm'),
    positioningAccuracy: tolerance(0.05, 'mm'),
    repeatability: tolerance(0.03, 'mm'),
    maxSpeed: amount(120, 'm/min'),
    acceleration: amount(1.2, 'G'),
    powerSupply: together(amount(380, 'V'), amount(50, 'Hz')),
  },
  features: ['frame', 'autofocus', 'nesting', 'extraction', 'openAccess'],
  applications: [
    'steelStructures',
    'agriculturalMachinery',
    'electricalCabinets',
    'signage',
    'kitchenEquipment',
  ],
});

export const exchangePlatform = machine({
  id: 'exchange-platform',
  key: 'exchangePlatform',
  category: 'sheet-laser',
  model: 'EP-4020',
  images: [
    [exchangeOverview, 'overview'],
    [exchangeTables, 'exchange'],
    [exchangeParts, 'parts'],
  ],
  specifications: {
    laserPower: range(3, 40, 'kW'),
    processingFormat: size([4000, 2000], 'mm'),
    tableExchange: amount(15, 's'),
    positioningAccuracy: tolerance(0.03, 'mm'),
    repeatability: tolerance(0.02, 'mm'),
    maxSpeed: amount(140, 'm/min'),
    acceleration: amount(1.5, 'G'),
    maxSheetWeight: amount(2500, 'kg'),
  },
  features: ['shuttleTables', 'cabin', 'filtration', 'headSensors', 'remoteService'],
  applications: ['elevators', 'kitchenEquipment', 'electricalCabinets', 'hvac', 'automotive'],
});

export const largeFormat = machine({
  id: 'large-format',
  key: 'largeFormat',
  category: 'sheet-laser',
  model: 'LF-12025',
  categoryBadge: true,
  images: [
    [largeOverview, 'overview'],
    [largeHead, 'cuttingHead'],
    [largeTable, 'table'],
    [largePlate, 'plate'],
  ],
  specifications: {
    laserPower: range(12, 60, 'kW'),
    workingArea: size([12000, 2500], 'mm'),
    carbonSteel: range(1, 50, 'mm'),
    positioningAccuracy: tolerance(0.05, 'mm'),
    maxSpeed: amount(100, 'm/min'),
    maxSheetWeight: amount(9000, 'kg'),
    powerSupply: together(amount(380, 'V'), amount(50, 'Hz')),
  },
  features: ['gantry', 'zonedTable', 'nozzleChanger', 'marking', 'modularBed'],
  applications: ['bridges', 'towers', 'shipbuilding', 'steelStructures', 'pressureVessels'],
});

export const highPower = machine({
  id: 'high-power',
  key: 'highPower',
  category: 'sheet-laser',
  model: 'HP-6025',
  images: [
    [highPowerOverview, 'overview'],
    [highPowerHead, 'cuttingHead'],
    [highPowerPlate, 'plate'],
  ],
  specifications: {
    laserPower: range(30, 60, 'kW'),
    workingArea: size([6000, 2500], 'mm'),
    carbonSteel: range(1, 80, 'mm'),
    stainlessSteel: range(1, 70, 'mm'),
    aluminium: range(1, 50, 'mm'),
    positioningAccuracy: tolerance(0.05, 'mm'),
    maxSheetWeight: amount(6000, 'kg'),
  },
  features: ['coolHead', 'airCutting', 'heavyBed', 'piercing', 'slats'],
  applications: ['steelStructures', 'bridges', 'shipbuilding', 'pressureVessels', 'machineFrames'],
});

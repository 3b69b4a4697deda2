import exchangeOverview from '../../../assets/artwork/cnc-laser/exchange-platform/1-overview.svg';
import exchangeTables from '../../../assets/artwork/cnc-laser/exchange-platform/2-exchange.svg';
import exchangeParts from '../../../assets/artwork/cnc-laser/exchange-platform/3-parts.svg';
import highPowerOverview from '../../../assets/artwork/cnc-laser/high-power/1-overview.svg';
import highPowerHead from '../../../assets/artwork/cnc-laser/high-power/2-cutting-head.svg';
import highPowerPlate from '../../../assets/artwork/cnc-laser/high-power/3-plate.svg';
import largeOverview from '../../../assets/artwork/cnc-laser/large-format/1-overview.svg';
import largeHead from '../../../assets/artwork/cnc-laser/large-format/2-cutting-head.svg';
import largeTable from '../../../assets/artwork/cnc-laser/large-format/3-table.svg';
import largePlate from '../../../assets/artwork/cnc-laser/large-format/4-plate.svg';
import singleOverview from '../../../assets/artwork/cnc-laser/single-platform/1-overview.svg';
import singleHead from '../../../assets/artwork/cnc-laser/single-platform/2-cutting-head.svg';
import singleControl from '../../../assets/artwork/cnc-laser/single-platform/3-control.svg';
import singleTable from '../../../assets/artwork/cnc-laser/single-platform/4-table.svg';
import singleParts from '../../../assets/artwork/cnc-laser/single-platform/5-parts.svg';
import { machine, specValue } from './machine';

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
    laserPower: '1.5KW-120KW',
    sheetFormats: specValue('sheetFormats'),
    positioningAccuracy: '±0.05 mm',
    repeatability: '±0.03 mm',
    maxSpeed: '120 m/min',
    acceleration: '1.2 G',
    powerSupply: '380 V, 50 Hz',
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
    laserPower: '3KW-40KW',
    processingFormat: '4000x2000 mm',
    tableExchange: '15 s',
    positioningAccuracy: '±0.03 mm',
    repeatability: '±0.02 mm',
    maxSpeed: '140 m/min',
    acceleration: '1.5 G',
    maxSheetWeight: '2500 kg',
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
    laserPower: '12KW-60KW',
    workingArea: '12000x2500 mm',
    carbonSteel: '1-50 mm',
    positioningAccuracy: '±0.05 mm',
    maxSpeed: '100 m/min',
    maxSheetWeight: '9000 kg',
    powerSupply: '380 V, 50 Hz',
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
    laserPower: '30KW-60KW',
    workingArea: '6000x2500 mm',
    carbonSteel: '1-80 mm',
    stainlessSteel: '1-70 mm',
    aluminium: '1-50 mm',
    positioningAccuracy: '±0.05 mm',
    maxSheetWeight: '6000 kg',
  },
  features: ['coolHead', 'airCutting', 'heavyBed', 'piercing', 'slats'],
  applications: ['steelStructures', 'bridges', 'shipbuilding', 'pressureVessels', 'machineFrames'],
});

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
import { machine } from './machine';

export const singlePlatform = machine({
  id: 'single-platform',
  key: 'singlePlatform',
  category: 'sheet-laser',
  images: [
    [singleOverview, 'overview'],
    [singleHead, 'cuttingHead'],
    [singleControl, 'control'],
    [singleTable, 'table'],
    [singleParts, 'parts'],
  ],
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
  images: [
    [exchangeOverview, 'overview'],
    [exchangeTables, 'exchange'],
    [exchangeParts, 'parts'],
  ],
  features: ['shuttleTables', 'cabin', 'filtration', 'headSensors', 'remoteService'],
  applications: ['elevators', 'kitchenEquipment', 'electricalCabinets', 'hvac', 'automotive'],
});

export const largeFormat = machine({
  id: 'large-format',
  key: 'largeFormat',
  category: 'sheet-laser',
  categoryBadge: true,
  images: [
    [largeOverview, 'overview'],
    [largeHead, 'cuttingHead'],
    [largeTable, 'table'],
    [largePlate, 'plate'],
  ],
  features: ['gantry', 'zonedTable', 'nozzleChanger', 'marking', 'modularBed'],
  applications: ['bridges', 'towers', 'shipbuilding', 'steelStructures', 'pressureVessels'],
});

export const highPower = machine({
  id: 'high-power',
  key: 'highPower',
  category: 'sheet-laser',
  images: [
    [highPowerOverview, 'overview'],
    [highPowerHead, 'cuttingHead'],
    [highPowerPlate, 'plate'],
  ],
  features: ['coolHead', 'airCutting', 'heavyBed', 'piercing', 'slats'],
  applications: ['steelStructures', 'bridges', 'shipbuilding', 'pressureVessels', 'machineFrames'],
});

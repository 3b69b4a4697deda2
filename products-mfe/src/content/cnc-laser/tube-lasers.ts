import fourOverview from '../../assets/artwork/cnc-laser/4-chuck-tube/1-overview.svg';
import fourChucks from '../../assets/artwork/cnc-laser/4-chuck-tube/2-chucks.svg';
import fourLoader from '../../assets/artwork/cnc-laser/4-chuck-tube/3-loader.svg';
import fourParts from '../../assets/artwork/cnc-laser/4-chuck-tube/4-tube-parts.svg';
import roundOverview from '../../assets/artwork/cnc-laser/round-tube/1-overview.svg';
import roundHead from '../../assets/artwork/cnc-laser/round-tube/2-cutting-head.svg';
import roundParts from '../../assets/artwork/cnc-laser/round-tube/3-tube-parts.svg';
import squareOverview from '../../assets/artwork/cnc-laser/square-tube/1-overview.svg';
import squareChucks from '../../assets/artwork/cnc-laser/square-tube/2-chucks.svg';
import squareParts from '../../assets/artwork/cnc-laser/square-tube/3-tube-parts.svg';
import threeOverview from '../../assets/artwork/cnc-laser/3-chuck-tube/1-overview.svg';
import threeChucks from '../../assets/artwork/cnc-laser/3-chuck-tube/2-chucks.svg';
import threeHead from '../../assets/artwork/cnc-laser/3-chuck-tube/3-cutting-head.svg';
import threeLoader from '../../assets/artwork/cnc-laser/3-chuck-tube/4-loader.svg';
import threeParts from '../../assets/artwork/cnc-laser/3-chuck-tube/5-tube-parts.svg';
import twoOverview from '../../assets/artwork/cnc-laser/2-chuck-tube/1-overview.svg';
import twoChucks from '../../assets/artwork/cnc-laser/2-chuck-tube/2-chucks.svg';
import { amount, diameter, range, sizeRange, tolerance } from '@site/shared/format/amount';
import { machine } from './machine';

export const twoChuckTube = machine({
  id: '2-chuck-tube',
  key: 'twoChuckTube',
  category: 'tube-laser',
  model: 'T2-220',
  images: [
    [twoOverview, 'overview'],
    [twoChucks, 'chucks'],
  ],
  specifications: {
    laserPower: range(1.5, 6, 'kW'),
    roundTube: diameter(20, 220, 'mm'),
    squareTube: sizeRange([20, 20], [150, 150], 'mm'),
    tubeLength: amount(6000, 'mm'),
    chucks: amount(2),
    maxTubeWeight: amount(150, 'kg'),
    chuckSpeed: amount(120, 'rpm'),
    positioningAccuracy: tolerance(0.05, 'mm'),
  },
  features: ['pneumaticChucks', 'profiles', 'tubeSoftware', 'loadingRack', 'compact'],
  applications: ['furniture', 'fitness', 'railings', 'racking', 'agriculturalMachinery'],
});

export const threeChuckTube = machine({
  id: '3-chuck-tube',
  key: 'threeChuckTube',
  category: 'tube-laser',
  model: 'T3-350',
  images: [
    [threeOverview, 'overview'],
    [threeChucks, 'chucks'],
    [threeHead, 'cuttingHead'],
    [threeLoader, 'loader'],
    [threeParts, 'tubeParts'],
  ],
  specifications: {
    laserPower: range(3, 12, 'kW'),
    roundTube: diameter(20, 350, 'mm'),
    squareTube: sizeRange([20, 20], [245, 245], 'mm'),
    tubeLength: amount(12000, 'mm'),
    chucks: amount(3),
    maxTubeWeight: amount(900, 'kg'),
    remnant: range(0, 50, 'mm'),
    positioningAccuracy: tolerance(0.05, 'mm'),
  },
  features: ['shortRemnant', 'middleChuck', 'heavyTubes', 'seamDetection', 'bundleLoading'],
  applications: ['steelStructures', 'machineFrames', 'agriculturalMachinery', 'racking', 'oilGas'],
});

export const fourChuckTube = machine({
  id: '4-chuck-tube',
  key: 'fourChuckTube',
  category: 'tube-laser',
  model: 'T4-660',
  images: [
    [fourOverview, 'overview'],
    [fourChucks, 'chucks'],
    [fourLoader, 'loader'],
    [fourParts, 'tubeParts'],
  ],
  specifications: {
    laserPower: range(6, 30, 'kW'),
    maxTubeDiameter: amount(660, 'mm'),
    maxTubeWeight: amount(3000, 'kg'),
    squareTube: sizeRange([50, 50], [500, 500], 'mm'),
    tubeLength: amount(12000, 'mm'),
    chucks: amount(4),
    chuckSpeed: amount(60, 'rpm'),
    positioningAccuracy: tolerance(0.05, 'mm'),
  },
  features: ['fourChucks', 'bevelHead', 'centring', 'hydraulicLoading', 'heavyBed'],
  applications: ['oilGas', 'steelStructures', 'bridges', 'towers', 'shipbuilding'],
});

export const squareTube = machine({
  id: 'square-tube',
  key: 'squareTube',
  category: 'tube-laser',
  model: 'SQ-200',
  images: [
    [squareOverview, 'overview'],
    [squareChucks, 'chucks'],
    [squareParts, 'tubeParts'],
  ],
  specifications: {
    laserPower: range(2, 6, 'kW'),
    squareTube: sizeRange([20, 20], [200, 200], 'mm'),
    rectangularTube: sizeRange([20, 10], [200, 150], 'mm'),
    wallThickness: range(1, 10, 'mm'),
    tubeLength: amount(6500, 'mm'),
    chucks: amount(2),
    positioningAccuracy: tolerance(0.05, 'mm'),
  },
  features: ['cornerControl', 'flatJaws', 'tabSlot', 'mitres', 'twistCompensation'],
  applications: ['railings', 'machineFrames', 'furniture', 'racking', 'agriculturalMachinery'],
});

export const roundTube = machine({
  id: 'round-tube',
  key: 'roundTube',
  category: 'tube-laser',
  model: 'RT-160',
  images: [
    [roundOverview, 'overview'],
    [roundHead, 'cuttingHead'],
    [roundParts, 'tubeParts'],
  ],
  specifications: {
    laserPower: range(1, 3, 'kW'),
    roundTube: diameter(16, 160, 'mm'),
    wallThickness: range(0.5, 6, 'mm'),
    tubeLength: amount(6000, 'mm'),
    chuckSpeed: amount(150, 'rpm'),
    positioningAccuracy: tolerance(0.03, 'mm'),
  },
  features: ['saddles', 'fastChucks', 'thinWall', 'weldSeam', 'feederReady'],
  applications: ['furniture', 'fitness', 'railings', 'automotive', 'hvac'],
});

import fourOverview from '../../../assets/artwork/cnc-laser/4-chuck-tube/1-overview.svg';
import fourChucks from '../../../assets/artwork/cnc-laser/4-chuck-tube/2-chucks.svg';
import fourLoader from '../../../assets/artwork/cnc-laser/4-chuck-tube/3-loader.svg';
import fourParts from '../../../assets/artwork/cnc-laser/4-chuck-tube/4-tube-parts.svg';
import roundOverview from '../../../assets/artwork/cnc-laser/round-tube/1-overview.svg';
import roundHead from '../../../assets/artwork/cnc-laser/round-tube/2-cutting-head.svg';
import roundParts from '../../../assets/artwork/cnc-laser/round-tube/3-tube-parts.svg';
import squareOverview from '../../../assets/artwork/cnc-laser/square-tube/1-overview.svg';
import squareChucks from '../../../assets/artwork/cnc-laser/square-tube/2-chucks.svg';
import squareParts from '../../../assets/artwork/cnc-laser/square-tube/3-tube-parts.svg';
import threeOverview from '../../../assets/artwork/cnc-laser/3-chuck-tube/1-overview.svg';
import threeChucks from '../../../assets/artwork/cnc-laser/3-chuck-tube/2-chucks.svg';
import threeHead from '../../../assets/artwork/cnc-laser/3-chuck-tube/3-cutting-head.svg';
import threeLoader from '../../../assets/artwork/cnc-laser/3-chuck-tube/4-loader.svg';
import threeParts from '../../../assets/artwork/cnc-laser/3-chuck-tube/5-tube-parts.svg';
import twoOverview from '../../../assets/artwork/cnc-laser/2-chuck-tube/1-overview.svg';
import twoChucks from '../../../assets/artwork/cnc-laser/2-chuck-tube/2-chucks.svg';
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
    laserPower: '1.5KW-6KW',
    roundTube: 'Ø20-220 mm',
    squareTube: '20x20-150x150 mm',
    tubeLength: '6000 mm',
    chucks: '2',
    maxTubeWeight: '150 kg',
    chuckSpeed: '120 rpm',
    positioningAccuracy: '±0.05 mm',
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
    laserPower: '3KW-12KW',
    roundTube: 'Ø20-350 mm',
    squareTube: '20x20-245x245 mm',
    tubeLength: '12000 mm',
    chucks: '3',
    maxTubeWeight: '900 kg',
    remnant: '0-50 mm',
    positioningAccuracy: '±0.05 mm',
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
    laserPower: '6KW-30KW',
    maxTubeDiameter: '660 mm',
    maxTubeWeight: '3000 kg',
    squareTube: '50x50-500x500 mm',
    tubeLength: '12000 mm',
    chucks: '4',
    chuckSpeed: '60 rpm',
    positioningAccuracy: '±0.05 mm',
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
    laserPower: '2KW-6KW',
    squareTube: '20x20-200x200 mm',
    rectangularTube: '20x10-200x150 mm',
    wallThickness: '1-10 mm',
    tubeLength: '6500 mm',
    chucks: '2',
    positioningAccuracy: '±0.05 mm',
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
    laserPower: '1KW-3KW',
    roundTube: 'Ø16-160 mm',
    wallThickness: '0.5-6 mm',
    tubeLength: '6000 mm',
    chuckSpeed: '150 rpm',
    positioningAccuracy: '±0.03 mm',
  },
  features: ['saddles', 'fastChucks', 'thinWall', 'weldSeam', 'feederReady'],
  applications: ['furniture', 'fitness', 'railings', 'automotive', 'hvac'],
});

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
import { machine } from './machine';

export const twoChuckTube = machine({
  id: '2-chuck-tube',
  key: 'twoChuckTube',
  category: 'tube-laser',
  images: [
    [twoOverview, 'overview'],
    [twoChucks, 'chucks'],
  ],
  features: ['pneumaticChucks', 'profiles', 'tubeSoftware', 'loadingRack', 'compact'],
  applications: ['furniture', 'fitness', 'railings', 'racking', 'agriculturalMachinery'],
});

export const threeChuckTube = machine({
  id: '3-chuck-tube',
  key: 'threeChuckTube',
  category: 'tube-laser',
  images: [
    [threeOverview, 'overview'],
    [threeChucks, 'chucks'],
    [threeHead, 'cuttingHead'],
    [threeLoader, 'loader'],
    [threeParts, 'tubeParts'],
  ],
  features: ['shortRemnant', 'middleChuck', 'heavyTubes', 'seamDetection', 'bundleLoading'],
  applications: ['steelStructures', 'machineFrames', 'agriculturalMachinery', 'racking', 'oilGas'],
});

export const fourChuckTube = machine({
  id: '4-chuck-tube',
  key: 'fourChuckTube',
  category: 'tube-laser',
  images: [
    [fourOverview, 'overview'],
    [fourChucks, 'chucks'],
    [fourLoader, 'loader'],
    [fourParts, 'tubeParts'],
  ],
  features: ['fourChucks', 'bevelHead', 'centring', 'hydraulicLoading', 'heavyBed'],
  applications: ['oilGas', 'steelStructures', 'bridges', 'towers', 'shipbuilding'],
});

export const squareTube = machine({
  id: 'square-tube',
  key: 'squareTube',
  category: 'tube-laser',
  images: [
    [squareOverview, 'overview'],
    [squareChucks, 'chucks'],
    [squareParts, 'tubeParts'],
  ],
  features: ['cornerControl', 'flatJaws', 'tabSlot', 'mitres', 'twistCompensation'],
  applications: ['railings', 'machineFrames', 'furniture', 'racking', 'agriculturalMachinery'],
});

export const roundTube = machine({
  id: 'round-tube',
  key: 'roundTube',
  category: 'tube-laser',
  images: [
    [roundOverview, 'overview'],
    [roundHead, 'cuttingHead'],
    [roundParts, 'tubeParts'],
  ],
  features: ['saddles', 'fastChucks', 'thinWall', 'weldSeam', 'feederReady'],
  applications: ['furniture', 'fitness', 'railings', 'automotive', 'hvac'],
});

import bevelOverview from '../../assets/artwork/cnc-laser/bevel-cutting/1-overview.svg';
import bevelHead from '../../assets/artwork/cnc-laser/bevel-cutting/2-cutting-head.svg';
import bevelEdge from '../../assets/artwork/cnc-laser/bevel-cutting/3-bevel.svg';
import weldingRobot from '../../assets/artwork/cnc-laser/cutting-welding/1-robot.svg';
import weldingSeam from '../../assets/artwork/cnc-laser/cutting-welding/2-weld.svg';
import beamOverview from '../../assets/artwork/cnc-laser/h-beam-laser/1-overview.svg';
import beamInfeed from '../../assets/artwork/cnc-laser/h-beam-laser/2-beam.svg';
import beamHead from '../../assets/artwork/cnc-laser/h-beam-laser/3-cutting-head.svg';
import beamControl from '../../assets/artwork/cnc-laser/h-beam-laser/4-control.svg';
import beamConveyor from '../../assets/artwork/cnc-laser/h-beam-laser/5-conveyor.svg';
import beamParts from '../../assets/artwork/cnc-laser/h-beam-laser/6-beam-parts.svg';
import beamBevel from '../../assets/artwork/cnc-laser/h-beam-laser/7-bevel.svg';
import plateTubeOverview from '../../assets/artwork/cnc-laser/plate-tube-integrated/1-overview.svg';
import plateTubeTable from '../../assets/artwork/cnc-laser/plate-tube-integrated/2-table.svg';
import plateTubeChucks from '../../assets/artwork/cnc-laser/plate-tube-integrated/3-chucks.svg';
import { machine } from './machine';

export const hBeamLaser = machine({
  id: 'h-beam-laser',
  key: 'hBeamLaser',
  category: 'profile-laser',
  images: [
    [beamOverview, 'overview'],
    [beamInfeed, 'beam'],
    [beamHead, 'cuttingHead'],
    [beamControl, 'control'],
    [beamConveyor, 'conveyor'],
    [beamParts, 'beamParts'],
    [beamBevel, 'bevel'],
  ],
  features: ['threeDHead', 'oneSetup', 'modelFiles', 'marking', 'conveyors'],
  applications: ['steelStructures', 'bridges', 'towers', 'shipbuilding'],
});

export const plateTubeIntegrated = machine({
  id: 'plate-tube-integrated',
  key: 'plateTubeIntegrated',
  category: 'special-laser',
  images: [
    [plateTubeOverview, 'overview'],
    [plateTubeTable, 'table'],
    [plateTubeChucks, 'chucks'],
  ],
  features: ['oneSource', 'rotaryAxis', 'quickSwitch', 'floorSpace', 'oneSoftware'],
  applications: ['furniture', 'fitness', 'railings', 'signage', 'agriculturalMachinery'],
});

export const bevelCutting = machine({
  id: 'bevel-cutting',
  key: 'bevelCutting',
  category: 'special-laser',
  images: [
    [bevelOverview, 'overview'],
    [bevelHead, 'cuttingHead'],
    [bevelEdge, 'bevel'],
  ],
  features: ['fiveAxis', 'bevelTypes', 'calibration', 'noGrinding', 'bevelProgramming'],
  applications: ['pressureVessels', 'shipbuilding', 'bridges', 'oilGas', 'machineFrames'],
});

export const cuttingWelding = machine({
  id: 'cutting-welding',
  key: 'cuttingWelding',
  category: 'special-laser',
  images: [
    [weldingRobot, 'robot'],
    [weldingSeam, 'weld'],
  ],
  features: ['twoHeads', 'turntable', 'seamTracking', 'offlineProgramming', 'safeCell'],
  applications: ['automotive', 'agriculturalMachinery', 'appliances', 'kitchenEquipment'],
});

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
import { amount, diameter, range, size, tolerance } from '@site/shared/format/amount';
import { machine } from './machine';

export const hBeamLaser = machine({
  id: 'h-beam-laser',
  key: 'hBeamLaser',
  category: 'profile-laser',
  model: 'HB-600',
  images: [
    [beamOverview, 'overview'],
    [beamInfeed, 'beam'],
    [beamHead, 'cuttingHead'],
    [beamControl, 'control'],
    [beamConveyor, 'conveyor'],
    [beamParts, 'beamParts'],
    [beamBevel, 'bevel'],
  ],
  specifications: {
    laserPower: range(12, 30, 'kW'),
    profileHeight: range(100, 600, 'mm'),
    flangeWidth: range(50, 300, 'mm'),
    profileLength: amount(12000, 'mm'),
    maxProfileWeight: amount(2000, 'kg'),
    bevelAngle: tolerance(45, 'deg'),
    positioningAccuracy: tolerance(0.1, 'mm'),
  },
  features: ['threeDHead', 'oneSetup', 'modelFiles', 'marking', 'conveyors'],
  applications: ['steelStructures', 'bridges', 'towers', 'shipbuilding'],
});

export const plateTubeIntegrated = machine({
  id: 'plate-tube-integrated',
  key: 'plateTubeIntegrated',
  category: 'special-laser',
  model: 'PT-3015',
  images: [
    [plateTubeOverview, 'overview'],
    [plateTubeTable, 'table'],
    [plateTubeChucks, 'chucks'],
  ],
  specifications: {
    laserPower: range(1.5, 12, 'kW'),
    workingArea: size([3000, 1500], 'mm'),
    roundTube: diameter(20, 220, 'mm'),
    tubeLength: amount(6000, 'mm'),
    changeover: amount(1, 'min'),
    positioningAccuracy: tolerance(0.05, 'mm'),
  },
  features: ['oneSource', 'rotaryAxis', 'quickSwitch', 'floorSpace', 'oneSoftware'],
  applications: ['furniture', 'fitness', 'railings', 'signage', 'agriculturalMachinery'],
});

export const bevelCutting = machine({
  id: 'bevel-cutting',
  key: 'bevelCutting',
  category: 'special-laser',
  model: 'BV-6025',
  images: [
    [bevelOverview, 'overview'],
    [bevelHead, 'cuttingHead'],
    [bevelEdge, 'bevel'],
  ],
  specifications: {
    laserPower: range(12, 40, 'kW'),
    workingArea: size([6000, 2500], 'mm'),
    bevelAngle: tolerance(45, 'deg'),
    bevelThickness: amount(30, 'mm'),
    positioningAccuracy: tolerance(0.05, 'mm'),
    maxSpeed: amount(80, 'm/min'),
  },
  features: ['fiveAxis', 'bevelTypes', 'calibration', 'noGrinding', 'bevelProgramming'],
  applications: ['pressureVessels', 'shipbuilding', 'bridges', 'oilGas', 'machineFrames'],
});

export const cuttingWelding = machine({
  id: 'cutting-welding',
  key: 'cuttingWelding',
  category: 'special-laser',
  model: 'CW-R6',
  images: [
    [weldingRobot, 'robot'],
    [weldingSeam, 'weld'],
  ],
  specifications: {
    laserPower: range(2, 6, 'kW'),
    robotAxes: amount(6),
    robotReach: amount(2010, 'mm'),
    repeatability: tolerance(0.05, 'mm'),
    stations: amount(2),
    headChange: amount(10, 's'),
  },
  features: ['twoHeads', 'turntable', 'seamTracking', 'offlineProgramming', 'safeCell'],
  applications: ['automotive', 'agriculturalMachinery', 'appliances', 'kitchenEquipment'],
});

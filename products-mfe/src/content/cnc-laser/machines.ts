import type { CncCategoryId } from './categories';
import { autoFeed, automaticCoil, automaticFeeding } from './coilAndFeeding';
import type { CncMachine } from './machine';
import { exchangePlatform, highPower, largeFormat, singlePlatform } from './sheetLasers';
import { bevelCutting, cuttingWelding, hBeamLaser, plateTubeIntegrated } from './specialSystems';
import { fourChuckTube, roundTube, squareTube, threeChuckTube, twoChuckTube } from './tubeLasers';

/** The ten machines of the list page, in the order of cncMachineIds. */
export const cncMachines: readonly CncMachine[] = [
  singlePlatform,
  exchangePlatform,
  largeFormat,
  twoChuckTube,
  threeChuckTube,
  fourChuckTube,
  hBeamLaser,
  plateTubeIntegrated,
  automaticCoil,
  automaticFeeding,
];

/** The further machine pages, in the order of cncMoreSystemIds. */
export const cncMoreSystems: readonly CncMachine[] = [
  autoFeed,
  squareTube,
  roundTube,
  bevelCutting,
  highPower,
  cuttingWelding,
];

const everyMachine = [...cncMachines, ...cncMoreSystems];

export function findCncMachine(id: string): CncMachine | undefined {
  return everyMachine.find((machine) => machine.id === id);
}

/** Other machines of the same category, for "related machines" on a detail page. */
export function relatedCncMachines(machine: CncMachine): CncMachine[] {
  return everyMachine.filter(
    (other) => other.categoryId === machine.categoryId && other.id !== machine.id,
  );
}

export const cncMachinesIn = (category: CncCategoryId) =>
  cncMachines.filter((machine) => machine.categoryId === category);

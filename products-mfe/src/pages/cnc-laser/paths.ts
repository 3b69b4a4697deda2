import { cncListPath, cncMachineIds, cncMachinePath, cncMoreSystemIds } from './catalogue/ids';

/** Every CNC laser page, below the language root (the aliases only redirect, so they are not here). */
export const cncLaserPaths: readonly string[] = [
  cncListPath,
  ...[...cncMachineIds, ...cncMoreSystemIds].map(cncMachinePath),
];

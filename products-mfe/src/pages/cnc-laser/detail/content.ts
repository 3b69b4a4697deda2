import { categoryParameter } from '../../../content/cnc-laser/categories';
import { cncListPath } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';

/** The list filtered to a machine's category, for "show this category in the list". */
export const categoryListPath = (machine: CncMachine) =>
  `${cncListPath}?${categoryParameter}=${machine.categoryId}`;

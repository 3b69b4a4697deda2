import { categoryParameter } from '../catalogue/categories';
import { cncListPath } from '../catalogue/ids';
import type { CncMachine } from '../catalogue/machine';

/** The list filtered to a machine's category, for "show this category in the list". */
export const categoryListPath = (machine: CncMachine) =>
  `${cncListPath}?${categoryParameter}=${machine.categoryId}`;

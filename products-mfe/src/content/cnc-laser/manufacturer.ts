import type { CncMachineId } from './ids';

export interface CncMachineLinks {
  /** The manufacturer's original product page. */
  manufacturer?: string;
  /** The technical drawing. */
  drawing?: string;
}

/**
 * The manufacturer's product page and the technical drawing of each machine, by id. The spec
 * names no manufacturer, so none is known yet and no machine page shows such a link: a link
 * appears on a machine's page (and nowhere else) once its real address is entered here, e.g.
 * `'single-platform': { manufacturer: 'https://…/sp-3015', drawing: 'https://…/sp-3015.pdf' }`.
 */
export const machineLinks: Readonly<Partial<Record<CncMachineId, CncMachineLinks>>> = {};

import { buyerFacts } from './buyerFacts';
import type { CncMachineId } from './ids';

export interface CncMachineLinks {
  /** The manufacturer's original product page. */
  manufacturer?: string;
  /** The technical drawing. */
  drawing?: string;
}

/**
 * The manufacturer's product page and the technical drawing of each machine, by id, from the
 * machine's facts (`manufacturerPage`, `drawing`). The spec names no manufacturer, so none is
 * known yet and no machine page shows such a link: one appears on a machine's page (and nowhere
 * else) once staff enter its https:// address in the content editor.
 */
export const machineLinks: Readonly<Partial<Record<CncMachineId, CncMachineLinks>>> =
  Object.fromEntries(
    Object.entries(buyerFacts).map(([id, facts]) => [
      id,
      {
        ...(facts.manufacturerPage ? { manufacturer: facts.manufacturerPage } : {}),
        ...(facts.drawing ? { drawing: facts.drawing } : {}),
      },
    ]),
  );

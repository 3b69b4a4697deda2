import { findCncMachine } from '../../../content/cnc-laser/machines';

/** A CNC machine's sheet (name key, model, …) by its id. */
export function cncSheet(id: string) {
  const machine = findCncMachine(id);
  if (!machine) throw new Error(`no CNC machine ${id}`);
  return machine.sheet;
}

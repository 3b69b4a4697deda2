/** Image slots of the CNC laser list and detail pages (files under cnc-laser/). */
export const cncLaserSlots = [];

import { describe, expect, it } from 'vitest';
import { buyerFacts } from '../buyerFacts';
import { cncMachineIds, cncMoreSystemIds } from '../ids';

describe('what buyers ask, as data', () => {
  it('has one entry for each CNC machine and none for a machine the site does not have', () => {
    expect(Object.keys(buyerFacts).sort()).toEqual([...cncMachineIds, ...cncMoreSystemIds].sort());
  });
});

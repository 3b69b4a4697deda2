import type { MachineBuyerFacts } from '@site/shared/content/schemas/buyerFacts';
import facts from '../../../content/cnc-laser/buyer-facts.json' with { type: 'json' };
import type { CncMachineId } from './ids';

/**
 * What a buyer asks before buying each machine, as the company fills it in the content editor
 * (`products-mfe/content/cnc-laser/buyer-facts.json`, checked by its schema before every build).
 */
export const buyerFacts = facts as Readonly<Record<CncMachineId, MachineBuyerFacts>>;

// @ts-check
import { machineBuyerFactsSchema } from '@site/shared/content/schemas/buyerFacts';
import { buyerFactsFile } from '@site/tooling/content/contentFiles';
import { fieldsFromSchema } from '../config/fieldsFromSchema.js';
import { humanize } from '../config/humanize.js';
import { keyOrder } from '../config/keyOrder.js';
import { readContent } from '../config/readContent.js';

/**
 * What buyers ask before buying each CNC machine (products team): one group per machine, the
 * fields from the schema. Empty fields are not shown on the machine's page.
 * @param {string} root the content being edited
 */
export function buyerFactsCollection(root) {
  const facts = readContent(root, buyerFactsFile);
  return {
    order: keyOrder(facts),
    name: 'products-buyer-facts',
    label: 'Products: what buyers ask',
    description:
      'For each CNC machine: maker, origin, laser source, controller, cutting head, cutting capacity, warranty, lead time, installation, service and spare parts. A machine page shows what is filled in, nothing else; never guess a figure.',
    editor: { preview: false },
    files: [
      {
        name: 'cnc-laser',
        label: 'CNC laser machines',
        file: buyerFactsFile,
        preview_path: 'az/products/cnc-laser/single-platform',
        fields: Object.keys(facts).map((id) => ({
          name: id,
          label: humanize(id),
          widget: 'object',
          collapsed: true,
          fields: fieldsFromSchema(machineBuyerFactsSchema),
        })),
      },
    ],
  };
}

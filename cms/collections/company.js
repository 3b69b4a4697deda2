// @ts-check
import { companySchema } from '@site/shared/content/schemas/company';
import { fieldsFromSchema } from '../config/fieldsFromSchema.js';
import { keyOrder } from '../config/keyOrder.js';
import { readContent } from '../config/readContent.js';

const file = 'shared/content/company.json';

/**
 * The company's facts (marketing staff): one file, every field from its schema.
 * @param {string} root the workspace
 */
export const companyCollection = (root) => ({
  order: keyOrder(readContent(root, file)),
  name: 'company',
  label: 'Company facts',
  description:
    'Name, phone, WhatsApp, e-mail, address, map and opening hours: the header, the footer, the contact page and every chat button show them.',
  editor: { preview: false },
  files: [
    {
      name: 'facts',
      label: 'Name, contacts, address and hours',
      file,
      preview_path: 'az/contact',
      fields: fieldsFromSchema(companySchema),
    },
  ],
});

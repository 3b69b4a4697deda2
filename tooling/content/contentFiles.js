// @ts-check
import { companySchema } from '@site/shared/content/schemas/company';

/** Every content file of the site, from the workspace root, with the schema it must match. */
export const contentFiles = [{ file: 'shared/content/company.json', schema: companySchema }];

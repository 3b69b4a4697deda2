// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * The company's facts as a build step in Node reads them: from the content copy the build reads
 * (`SITE_CONTENT`) or the workspace's `shared/content/company.json`. The apps import the same file.
 * @returns {import('@site/shared/content/schemas/company').CompanyFacts}
 */
export function companyFacts(root = process.env.SITE_CONTENT ?? workspace) {
  return JSON.parse(readFileSync(path.join(root, 'shared/content/company.json'), 'utf8'));
}

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../content/checkContent.js';
import { contentFiles } from '../content/contentFiles.js';

const workspace = path.resolve(import.meta.dirname, '../..');
const companyFile = 'shared/content/company.json';
let copy: string | undefined;

/** The problems the check reports after `change` is made to a copy of the company facts. */
async function problemsAfter(change: (facts: Record<string, unknown>) => void) {
  copy = await mkdtemp(path.join(tmpdir(), 'content-'));
  await cp(path.join(workspace, 'shared/content'), path.join(copy, 'shared/content'), {
    recursive: true,
  });
  const facts = JSON.parse(await readFile(path.join(workspace, companyFile), 'utf8'));
  change(facts);
  await writeFile(path.join(copy, companyFile), JSON.stringify(facts));
  return checkContent({ root: copy });
}

afterEach(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
  copy = undefined;
});

describe('the content check', () => {
  it('passes every content file of the site as it is', async () => {
    expect(contentFiles.map(({ file }) => file)).toContain(companyFile);
    expect(await checkContent()).toEqual([]);
  });

  it('names the file, the field and the language that is missing or empty', async () => {
    const problems = await problemsAfter((facts) => {
      const address = facts.address as Record<string, string>;
      delete address.ru;
      address.tr = '   ';
    });
    expect(problems).toEqual([
      `${companyFile}: address (tr): is empty`,
      `${companyFile}: address (ru): is missing`,
    ]);
  });

  it('refuses a link that is not https, a phone, a number and an e-mail written wrong', async () => {
    const problems = await problemsAfter((facts) => {
      facts.siteOrigin = 'http://www.example.com';
      facts.phone = 'call us';
      facts.whatsAppNumber = '+994 50 000 00 00';
      facts.email = 'info(at)example.com';
    });
    expect(problems).toEqual([
      `${companyFile}: siteOrigin: is not an https:// link`,
      `${companyFile}: phone: is not a phone number written as +994 12 345 67 89`,
      `${companyFile}: whatsAppNumber: is not a number in digits only`,
      `${companyFile}: email: is not an e-mail address`,
    ]);
  });

  it('refuses opening hours with one time and a field it does not know', async () => {
    const problems = await problemsAfter((facts) => {
      (facts.openingHours as { closes: string | null }[])[0]!.closes = null;
      facts.fax = '+994 12 000 00 01';
    });
    expect(problems).toEqual([
      `${companyFile}: openingHours.0: opens and closes are both times, or both empty (closed)`,
      `${companyFile}: (the file): Unrecognized key: "fax"`,
    ]);
  });

  it('names a file that is not JSON', async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'content-'));
    await cp(path.join(workspace, 'shared/content'), path.join(copy, 'shared/content'), {
      recursive: true,
    });
    await writeFile(path.join(copy, companyFile), '{ "brandName": ');
    const [problem] = await checkContent({ root: copy });
    expect(problem).toMatch(new RegExp(`^${companyFile}: .*JSON`));
  });
});

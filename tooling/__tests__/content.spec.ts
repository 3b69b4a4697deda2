import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../content/checkContent.js';
import { wordsLike } from '@site/shared/content/schemas/pageWords';
import { languages } from '@site/shared/i18n/siteLanguages';
import { contentFiles, contentFolders } from '../content/contentFiles.js';

const workspace = path.resolve(import.meta.dirname, '../..');
const companyFile = 'shared/content/company.json';
let copy: string | undefined;

const pageFile = (language: string) =>
  `services-mfe/content/pages/metal-construction/${language}/words.json`;

/** A copy of the site's content files, to break. */
async function contentCopy() {
  copy = await mkdtemp(path.join(tmpdir(), 'content-'));
  for (const folder of contentFolders) {
    if (!existsSync(path.join(workspace, folder))) continue;
    await cp(path.join(workspace, folder), path.join(copy, folder), { recursive: true });
  }
  return copy;
}

/** The problems the check reports after `change` is made to a copy of the JSON `file`. */
async function problemsAfter(
  change: (data: Record<string, unknown>) => void,
  file: string = companyFile,
) {
  const root = await contentCopy();
  const data = JSON.parse(await readFile(path.join(workspace, file), 'utf8'));
  change(data);
  await writeFile(path.join(root, file), JSON.stringify(data));
  return checkContent({ root });
}

type Words = { [key: string]: string | Words };
const wordsAt = (data: Record<string, unknown>, key: string) => data[key] as Words;

afterEach(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
  copy = undefined;
});

describe('the content check', () => {
  it('passes every content file of the site as it is', async () => {
    const files = contentFiles().map(({ file }) => file);
    expect(files).toContain(companyFile);
    expect(files).toEqual(expect.arrayContaining(languages.map(pageFile)));
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
      `${companyFile}: (the file): has fax, which is not a field of it`,
    ]);
  });

  it('refuses a figure about the company that is not a whole number, or not marked checked or not', async () => {
    const problems = await problemsAfter((facts) => {
      const figures = facts.figures as Record<string, Record<string, unknown>>;
      figures.projectsDelivered!.atLeast = '30+';
      figures.industrialCustomers!.atLeast = 0;
      delete figures.teamExperienceYears!.confirmed;
    });
    expect(problems).toEqual([
      `${companyFile}: figures.projectsDelivered.atLeast: is not a number`,
      `${companyFile}: figures.industrialCustomers.atLeast: is less than 1`,
      `${companyFile}: figures.teamExperienceYears.confirmed: is missing`,
    ]);
  });

  it('names a file that is not JSON', async () => {
    const root = await contentCopy();
    await writeFile(path.join(root, companyFile), '{ "brandName": ');
    const [problem] = await checkContent({ root });
    expect(problem).toMatch(new RegExp(`^${companyFile}: .*JSON`));
  });

  it("names a page's words file that is not JSON once, by its name", async () => {
    const root = await contentCopy();
    await writeFile(path.join(root, pageFile('en')), '{ "catalog": ');
    const problems = await checkContent({ root });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${pageFile('en')}: .*JSON`));
  });

  it("checks a page's words in each language against its az words", async () => {
    const problems = await problemsAfter((words) => {
      const hero = wordsAt(words, 'hero');
      delete hero.title;
      hero.subtitle = 'Новый подзаголовок';
      wordsAt(words, 'meta').description = ' ';
    }, pageFile('ru'));
    expect(problems).toEqual([
      `${pageFile('ru')}: meta.description (ru): is empty`,
      `${pageFile('ru')}: hero.title (ru): is missing`,
      `${pageFile('ru')}: hero (ru): has subtitle, which az does not have`,
    ]);
  });

  it("names a page's language file that is missing", async () => {
    const root = await contentCopy();
    await rm(path.join(root, pageFile('tr')));
    expect(await checkContent({ root })).toEqual([`${pageFile('tr')}: is missing (tr)`]);
  });
});

describe('what buyers ask of a machine', () => {
  const factsFile = 'products-mfe/content/cnc-laser/buyer-facts.json';

  it('takes figures and https links, and refuses a country that is no code, an unknown material, a page that is not https and a warranty of no months', async () => {
    const problems = await problemsAfter((facts) => {
      const machine = facts['single-platform'] as Record<string, unknown>;
      Object.assign(machine, {
        madeIn: 'China',
        cuttingCapacity: [{ material: 'wood', thickness: 20 }],
        manufacturerPage: 'http://example.com/sp-3015',
        warrantyMonths: 0,
      });
      Object.assign(facts['exchange-platform'] as Record<string, unknown>, {
        madeIn: 'CN',
        warrantyMonths: 24,
        spareParts: 'keptInBaku',
        drawing: 'https://example.com/ep-4020.pdf',
      });
    }, factsFile);
    expect(problems).toEqual([
      `${factsFile}: single-platform.madeIn: is not a country code of two capital letters (CN, DE, TR)`,
      `${factsFile}: single-platform.cuttingCapacity.0.material: Invalid option: expected one of "carbonSteel"|"stainlessSteel"|"aluminium"|"brass"|"copper"|"galvanizedSteel"`,
      `${factsFile}: single-platform.warrantyMonths: Too small: expected number to be >0`,
      `${factsFile}: single-platform.manufacturerPage: is not an https:// link`,
    ]);
  });
});

describe("the photos chosen for an app's image slots", () => {
  const photosFile = 'showcase-mfe/content/photos.json';

  it('take a photo that is there, and refuse one that is not, a file that is no photo and a slot that does not exist', async () => {
    const root = await contentCopy();
    await mkdir(path.join(root, 'showcase-mfe/content/photos'), { recursive: true });
    await writeFile(path.join(root, 'showcase-mfe/content/photos/hall.jpg'), 'jpeg');
    const choose = async (choice: object) => {
      await writeFile(path.join(root, photosFile), JSON.stringify(choice));
      return checkContent({ root });
    };
    expect(
      await choose({ projects: { 'project-07': 'showcase-mfe/content/photos/hall.jpg' } }),
    ).toEqual([]);
    expect(
      await choose({
        projects: {
          'project-07': 'showcase-mfe/content/photos/missing.jpg',
          'project-08': 'showcase-mfe/content/photos/plan.pdf',
          'project-99': '',
        },
      }),
    ).toEqual([
      `${photosFile}: projects.project-07: names a photo that is not there`,
      `${photosFile}: projects.project-08: is not a photo in showcase-mfe/content/photos/ (.jpg, .jpeg, .png or .webp)`,
      `${photosFile}: projects: has project-99, which is not a field of it`,
    ]);
  });
});

describe('the figures of the machines', () => {
  const cncFile = 'products-mfe/content/cnc-laser/machines.json';
  const latheFile = 'products-mfe/content/torna-freze/machines.json';
  type Machine = { model: string; specifications: Record<string, Record<string, unknown>> };

  it('refuse a unit the formatter does not know, a range backwards, a row with no label and an empty model', async () => {
    const problems = await problemsAfter((data) => {
      const single = data['single-platform'] as Machine;
      single.specifications.laserPower!.unit = 'kVt';
      single.specifications.maxSpeed = { kind: 'range', from: 120, to: 60, unit: 'm/min' };
      single.specifications.price = { kind: 'single', value: 1 };
      (data['exchange-platform'] as Machine).model = ' ';
    }, cncFile);
    expect(problems).toEqual([
      `${cncFile}: single-platform.specifications.laserPower.unit: is not a unit the site knows (W, kW, V, A, Hz, nm, mm, m, kg, t, s, min, mm/s, mm/min, m/min, rpm, G, deg, tpi)`,
      `${cncFile}: single-platform.specifications.maxSpeed.to: goes from a larger to a smaller number`,
      `${cncFile}: single-platform.specifications: has price, which is not a field of it`,
      `${cncFile}: exchange-platform.model: is empty`,
    ]);
  });

  it('refuse a figure of a kind the site does not have and a size with one side', async () => {
    const problems = await problemsAfter((data) => {
      const single = data['single-platform'] as Machine;
      single.specifications.acceleration = { kind: 'about', value: 1.2, unit: 'G' };
      single.specifications.sheetFormats = { kind: 'size', sides: [3000], unit: 'mm' };
    }, cncFile);
    expect(problems).toEqual([
      `${cncFile}: single-platform.specifications.sheetFormats.sides: has fewer than two sides`,
      `${cncFile}: single-platform.specifications.acceleration.kind: is not a figure: its kind is single, range, size, sizeRange, list or together`,
    ]);
  });

  it('name a machine and a word entered twice, which JSON would silently merge', async () => {
    const root = await contentCopy();
    const text = await readFile(path.join(workspace, cncFile), 'utf8');
    const single = text.slice(
      text.indexOf('  "single-platform"'),
      text.indexOf('  "exchange-platform"'),
    );
    await writeFile(path.join(root, cncFile), text.replace(single, single + single));
    const page = 'showcase-mfe/content/pages/partners/ru/words.json';
    const words = await readFile(path.join(workspace, page), 'utf8');
    await writeFile(path.join(root, page), words.replace('{\n', '{\n  "eyebrow": "Партнёры",\n'));
    expect(await checkContent({ root })).toEqual([
      `${cncFile}: (the file): has single-platform twice (an id used twice; only the last would be kept)`,
      `${page}: (the file) (ru): has eyebrow twice (an id used twice; only the last would be kept)`,
    ]);
  });

  it('name a partner entered twice and one with no logo', async () => {
    const file = 'showcase-mfe/content/partners.json';
    type Entry = { name: Record<string, string>; logo: string; drawing?: string };
    const problems = await problemsAfter((data) => {
      const lists = data as unknown as Record<'project' | 'distribution', Entry[]>;
      lists.distribution.push({ ...lists.project[0]! });
      lists.project.push({
        ...lists.project[1]!,
        name: { ...lists.project[1]!.name, en: 'Baku Cranes' },
        logo: '',
        drawing: '',
      });
      lists.project[2]!.logo = 'showcase-mfe/content/photos/missing.png';
    }, file);
    expect(problems).toEqual([
      `${file}: project.2.logo: names a photo that is not there`,
      `${file}: project.6.logo: has no logo: upload one`,
      `${file}: distribution.4.name (en): is the name of another partner (Partner Steel One): a partner entered twice`,
    ]);
  });

  it('name a project with no photo, in no sector, and a launch photo shown twice', async () => {
    const file = 'showcase-mfe/content/projects.json';
    type Entry = { category: string; photos: string[]; drawings?: string[] };
    const problems = await problemsAfter((data) => {
      const projects = (data as unknown as { projects: Entry[] }).projects;
      projects[0]!.category = 'mining';
      projects[2]!.drawings = [];
      projects[3]!.photos = ['showcase-mfe/content/photos/plan.pdf'];
    }, file);
    expect(problems).toEqual([
      `${file}: projects.0.category: is not a sector of the projects page`,
      `${file}: projects.2.photos: has no photo: upload one`,
      `${file}: projects.3.photos.0: is not a photo in showcase-mfe/content/photos/ (.jpg, .jpeg, .png or .webp)`,
    ]);
    // What spans projects is checked once each project is right.
    expect(
      await problemsAfter((data) => {
        const projects = (data as unknown as { projects: Entry[] }).projects;
        projects[1]!.drawings = [...(projects[1]!.drawings ?? []), 'project-01'];
      }, file),
    ).toEqual([`${file}: projects.1.drawings: shows project-01, which another project shows too`]);
  });

  it("match a sheet's figures to the placeholders of its words", async () => {
    const problems = await problemsAfter((data) => {
      const lathe = (data.lathe as Machine).specifications;
      lathe.speeds = { figures: { steps: { kind: 'single', value: 16 } } };
      lathe.swing = 'words' as never;
      lathe.tailstock = { kind: 'single', value: 4 };
      delete (data as Record<string, unknown>).milling;
    }, latheFile);
    expect(problems).toEqual([
      `${latheFile}: lathe.specifications.swing: is words, but the words have no text for this row`,
      `${latheFile}: lathe.specifications.speeds: gives the figures steps, but its words name speeds, steps`,
      `${latheFile}: lathe.specifications.tailstock: is a figure, but the words give this row a text`,
      `${latheFile}: milling: is missing`,
    ]);
  });
});

describe('the words of a page', () => {
  const az = {
    showing_one: '{{count}} dəzgah göstərilir',
    showing_other: '{{count}} dəzgah göstərilir',
  };
  const problems = (language: string, words: unknown) =>
    wordsLike(az, language)
      .safeParse(words)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`) ?? [];

  it('keep a list as long as az keeps it, every item filled', () => {
    const list = wordsLike({ items: ['Məftil', 'Elektrodlar', 'Soplolar'] }, 'ru');
    const issues = (items: unknown) =>
      list.safeParse({ items }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues(['Проволока', 'Электроды', 'Сопла'])).toEqual([]);
    expect(issues(['Проволока', 'Электроды'])).toEqual(['has 2 items, az has 3']);
    expect(issues(['Проволока', ' ', 'Сопла'])).toEqual(['is empty']);
  });

  it('have the plural forms of their own language, each with {{count}}', () => {
    expect(
      problems('en', { showing_one: '{{count}} machine', showing_other: '{{count}} machines' }),
    ).toEqual([]);
    const ru = {
      showing_one: 'Показан {{count}} станок',
      showing_few: 'Показано {{count}} станка',
      showing_many: 'Показано {{count}} станков',
      showing_other: 'Показано {{count}} станка',
    };
    expect(problems('ru', ru)).toEqual([]);
    const withoutFew = Object.fromEntries(
      Object.entries(ru).filter(([key]) => key !== 'showing_few'),
    );
    expect(problems('ru', withoutFew)).toEqual(['showing_few: invalid_type']);
    expect(problems('ru', { ...ru, showing_many: 'Показано станков' })).toEqual([
      'showing_many: custom',
    ]);
    expect(problems('az', { ...az, showing_few: '{{count}} dəzgah' })).toEqual([
      ': unrecognized_keys',
    ]);
  });

  it('keep a description for search engines to 160 characters, and no other text', () => {
    const schema = wordsLike({
      meta: { description: 'Təsvir' },
      machines: { laser: { metaDescription: 'Təsvir', description: 'Təsvir' } },
    });
    const words = (meta: string, machine: string, description: string) => ({
      meta: { description: meta },
      machines: { laser: { metaDescription: machine, description } },
    });
    const issues = (value: unknown) =>
      schema
        .safeParse(value)
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    const [fits, over] = ['x'.repeat(160), 'x'.repeat(161)];
    expect(issues(words(fits, fits, over))).toEqual([]);
    expect(issues(words(over, over, fits))).toEqual([
      'meta.description: is longer than 160 characters: search engines cut it off',
      'machines.laser.metaDescription: is longer than 160 characters: search engines cut it off',
    ]);
  });

  it('keep the placeholders of az', () => {
    const schema = wordsLike({ count: '{{count}} layihə' });
    expect(schema.safeParse({ count: '{{count}} projects' }).success).toBe(true);
    const lost = schema.safeParse({ count: 'projects' });
    expect(lost.error?.issues[0]?.message).toBe('keeps the placeholders {{count}} as in az');
  });
});

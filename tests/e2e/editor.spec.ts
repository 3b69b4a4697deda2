import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildEditor } from '@site/cms/build';
import { editorConfig } from '@site/cms/config/editorConfig';
import { languageNames } from '@site/cms/config/languageNames';
import { startLocalBackend } from '@site/cms/localBackend';
import { siteLayout } from '@site/server/siteLayout';
import { createSiteServer } from '@site/server/siteServer';
import { contentFolders } from '@site/tooling/content/contentFiles';
import { containing, words } from '../support/words';

// A member of staff changes the site's content in the editor (/admin/, Decap CMS) with its local
// backend, decap-server, which writes into a copy of the content files: only what they changed
// changes, in the files that hold it. Then the site is built from that copy (SITE_CONTENT) into
// tests/.fixtures/published-site, and its pages show the changes.

test.describe.configure({ mode: 'serial' });

const workspace = path.resolve(import.meta.dirname, '../..');
const companyFile = 'shared/content/company.json';
const pageFile = (language: string) =>
  `services-mfe/content/pages/metal-construction/${language}/words.json`;
const partnersFile = 'showcase-mfe/content/partners.json';
const logoFile = 'showcase-mfe/content/photos/baku-compressors.png';
const projectsFile = 'showcase-mfe/content/projects.json';
const projectPhoto = 'showcase-mfe/content/photos/wind-mast.jpg';
const photosFile = 'showcase-mfe/content/photos.json';
const factsFile = 'products-mfe/content/cnc-laser/buyer-facts.json';
const figuresFile = 'products-mfe/content/cnc-laser/machines.json';
const consumablesFile = (language: string) =>
  `products-mfe/content/pages/consumables/${language}/words.json`;
const photoFile = 'showcase-mfe/content/photos/harbour-hall.jpg';
const publishedSite = path.join(workspace, 'tests/.fixtures/published-site');

/** What the member of staff types. */
const edits = {
  phone: '+994 12 555 44 33',
  whatsApp: '994501112233',
  title: {
    az: 'Polad karkaslar: layihə, sex, montaj',
    ru: 'Стальные каркасы: проект, цех, монтаж',
  },
  partner: 'Bakı Polad Zavodu',
  /** A new distribution partner, with its logo. */
  newPartner: {
    name: {
      az: 'Bakı Kompressor',
      tr: 'Bakü Kompresör',
      en: 'Baku Compressors',
      ru: 'Бакинские компрессоры',
    },
    text: {
      az: 'Vintli kompressorlar istehsalçısı; onları quraşdırır və onlara texniki xidmət göstəririk.',
      tr: 'Vidalı kompresör üreticisi; kurulum ve servisini biz yapıyoruz.',
      en: 'Maker of screw compressors, which we install and service.',
      ru: 'Производитель винтовых компрессоров, которые мы устанавливаем и обслуживаем.',
    },
  },
  warrantyMonths: 24,
  /** A new project, in the energy sector, with one photo. */
  newProject: {
    title: {
      az: 'Külək ölçmə dirəyi',
      tr: 'Rüzgâr ölçüm direği',
      en: 'Wind measurement mast',
      ru: 'Ветроизмерительная мачта',
    },
    description: {
      az: 'Abşeronda 80 m-lik qəfəsli dirək: layihə, sinklənmiş polad, montaj.',
      tr: "Abşeron'da 80 m'lik kafes direk: proje, galvanizli çelik, montaj.",
      en: 'An 80 m lattice mast on Absheron: design, galvanised steel, erection.',
      ru: 'Решётчатая мачта высотой 80 м на Апшероне: проект, оцинкованная сталь, монтаж.',
    },
    client: {
      az: 'Enerji şirkəti',
      tr: 'Enerji şirketi',
      en: 'Energy company',
      ru: 'Энергетическая компания',
    },
    location: { az: 'Abşeron', tr: 'Abşeron', en: 'Absheron', ru: 'Апшерон' },
  },
  /** The single-platform laser's most powerful source, in kW. */
  laserPowerTo: 60,
  /** A fifth item of safety equipment, in every language. */
  safetyItem: {
    az: 'Qaynaq pərdələri',
    tr: 'Kaynak perdeleri',
    en: 'Welding curtains',
    ru: 'Сварочные шторы',
  },
};

const languages = ['az', 'tr', 'en', 'ru'] as const;

/** A field of the editor's configuration (Decap's config.yml), as cms/ makes it. */
interface EditorField {
  name: string;
  label: string;
  label_singular?: string;
  fields?: EditorField[];
  options?: { label: string; value: string }[];
}

interface EditorCollection {
  name: string;
  label: string;
  fields?: EditorField[];
  files?: { name: string; label: string; fields: EditorField[] }[];
}

/** A field by its names, from a collection's or a file's fields down to it. */
function fieldAt(fields: EditorField[] | undefined, [name, ...below]: string[]): EditorField {
  const found = fields?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`The editor has no field "${name}"`);
  return below.length > 0 ? fieldAt(found.fields, below) : found;
}

/** Decap's button under a list: "Add", then the list's singular label in lower case. */
const addButton = (list: EditorField) => `Add ${(list.label_singular ?? list.label).toLowerCase()}`;

/**
 * The editor's words this journey reads: the labels of its collections, files, fields and
 * choices, as cms/ makes them from the content being edited and its schemas (each language's
 * field is labelled in that language, cms/config/languageNames.js). Decap's own words (Login,
 * Publish, "Writing in", "Choose an image", "(optional)") are Decap's and stay as written.
 */
function editorLabels(content: string) {
  const { collections } = editorConfig(content) as unknown as { collections: EditorCollection[] };
  const collection = (name: string) => {
    const found = collections.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`The editor has no collection "${name}"`);
    return found;
  };
  const file = (collectionName: string, name: string) => {
    const found = collection(collectionName).files?.find((candidate) => candidate.name === name);
    if (!found)
      throw new Error(`The editor's collection "${collectionName}" has no file "${name}"`);
    return found;
  };
  const companyFacts = file('company', 'facts');
  const servicePage = collection('services-metal-construction');
  const partners = file('showcase-partner-list', 'partners');
  const buyerFacts = file('products-buyer-facts', 'cnc-laser');
  const consumables = collection('products-consumables');
  const figures = file('products-machine-figures', 'cnc-laser');
  const photos = file('photos-showcase', 'photos');
  const projects = file('showcase-project-list', 'projects');
  const sector = fieldAt(projects.fields, ['projects', 'category']);
  const energy = sector.options?.find((option) => option.value === 'energy');
  if (!energy) throw new Error('The editor has no sector "energy"');
  return {
    company: collection('company').label,
    companyFacts: companyFacts.label,
    phone: fieldAt(companyFacts.fields, ['phone']).label,
    whatsApp: fieldAt(companyFacts.fields, ['whatsAppNumber']).label,
    servicePage: servicePage.label,
    title: fieldAt(servicePage.fields, ['hero', 'title']).label,
    partners: collection('showcase-partner-list').label,
    everyPartner: partners.label,
    addPartner: addButton(fieldAt(partners.fields, ['distribution'])),
    buyerFacts: collection('products-buyer-facts').label,
    buyerFactsFile: buyerFacts.label,
    warranty: fieldAt(buyerFacts.fields, ['single-platform', 'warrantyMonths']).label,
    consumables: consumables.label,
    addItem: addButton(fieldAt(consumables.fields, ['categories', 'safety', 'items'])),
    figures: collection('products-machine-figures').label,
    figuresFile: figures.label,
    // Every field of a figure but its kind is optional, and Decap says so after the label.
    to: `${fieldAt(figures.fields, ['single-platform', 'specifications', 'laserPower', 'to']).label} (optional)`,
    photos: collection('photos-showcase').label,
    everyPicture: photos.label,
    projects: collection('showcase-project-list').label,
    everyProject: projects.label,
    addProject: addButton(fieldAt(projects.fields, ['projects'])),
    sector: sector.label,
    energy: energy.label,
    addPhoto: addButton(fieldAt(projects.fields, ['projects', 'photos'])),
    language: languageNames,
  };
}

let root = '';
let backend: ChildProcess | undefined;
let server: Server | undefined;
let editor = '';
let labels: ReturnType<typeof editorLabels>;

/** Every file below the copy, by path, to see afterwards which ones changed. */
async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

/** The lines of `after` that are not in `before`, and the other way round. */
function changedLines(before: string, after: string) {
  const was = before.split('\n');
  const is = after.split('\n');
  return {
    removed: was.filter((line, index) => is[index] !== line),
    added: is.filter((line, index) => was[index] !== line),
  };
}

const readJson = async (file: string) => JSON.parse(await readFile(path.join(root, file), 'utf8'));

test.beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-content-'));
  for (const folder of contentFolders.filter((name) => existsSync(path.join(workspace, name)))) {
    await cp(path.join(workspace, folder), path.join(root, folder), { recursive: true });
  }
  editor = await mkdtemp(path.join(tmpdir(), 'site-editor-'));
  await buildEditor({ out: editor, root });
  labels = editorLabels(root);
  server = createSiteServer({ editorDir: editor, localEditor: true });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  backend = await startLocalBackend({ root, quiet: true, origin: `http://127.0.0.1:${port}` });
});

test.afterAll(async () => {
  backend?.kill();
  server?.close();
  for (const dir of [root, editor]) if (dir) await rm(dir, { recursive: true, force: true });
});

/** Opens the editor as staff do: the address, then "Login" (the local backend needs no password). */
async function openEditor(page: Page) {
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) policyViolations.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: labels.company })).toBeVisible();
  return policyViolations;
}

/** The text field with this label that shows this text (each language has its own). */
async function fieldShowing(page: Page, label: string, text: string) {
  // Fields of a folded group are in the page but hidden.
  const fields = page.getByLabel(label, { exact: true }).filter({ visible: true });
  await expect(fields.first()).toBeVisible();
  for (const field of await fields.all()) {
    if ((await field.inputValue()) === text) return field;
  }
  throw new Error(`No "${label}" field shows "${text}"`);
}

/** Opens a group of fields that is folded (its first button is the fold's). */
async function unfold(page: Page, group: string) {
  await page
    .locator(`div:has(> div > label[for^="${group}-field-"])`)
    .first()
    .getByRole('button')
    .first()
    .click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: false }).first()).toBeVisible();
}

test('staff change the phone, a service page in two languages, partners, figures and photos', async ({
  page,
}) => {
  // 43 s alone with two workers, 66 s with three (2026-11-26): twice that for a slow machine.
  const before = await filesOf(root);
  // What the copy says before staff change it.
  const company = await readJson(companyFile);
  const oldTitle = {
    az: (await readJson(pageFile('az'))).hero.title as string,
    ru: (await readJson(pageFile('ru'))).hero.title as string,
  };
  const oldPartner = (await readJson(partnersFile)).project[0].name.az as string;
  const oldWarrantyMonths: number | null = (await readJson(factsFile))['single-platform']
    .warrantyMonths;
  const oldLaserPower: { kind: string; from: number; to: number; unit: string } = (
    await readJson(figuresFile)
  )['single-platform'].specifications.laserPower;
  const policyViolations = await test.step('they open the editor and log in', () =>
    openEditor(page));

  await test.step('they change the phone and the WhatsApp number', async () => {
    await page.getByRole('link', { name: labels.company }).click();
    await page.getByText(labels.companyFacts).click();
    await (await fieldShowing(page, labels.phone, company.phone)).fill(edits.phone);
    await (await fieldShowing(page, labels.whatsApp, company.whatsAppNumber)).fill(edits.whatsApp);
    await publish(page);
    await expect.poll(async () => (await readJson(companyFile)).phone).toBe(edits.phone);
  });

  await test.step('they retitle a service page in Azerbaijani and Russian', async () => {
    await page.getByRole('link', { name: labels.company }).click();
    await page.getByRole('link', { name: labels.servicePage }).click();
    await page.getByText((await readJson(pageFile('az'))).meta.title).click();
    await (await fieldShowing(page, labels.title, oldTitle.az)).fill(edits.title.az);
    // The second column shows another language: staff choose Russian.
    await page.getByRole('button', { name: 'Writing in TR' }).click();
    await page.getByRole('menuitem', { name: 'RU' }).click();
    await (await fieldShowing(page, labels.title, oldTitle.ru)).fill(edits.title.ru);
    await publish(page);
    await expect.poll(async () => (await readJson(pageFile('ru'))).hero.title).toBe(edits.title.ru);
  });

  // The web team renames a partner and adds one, with its logo, in the four languages.
  await test.step('they rename a partner and add one with its logo', async () => {
    await page.getByRole('link', { name: labels.servicePage }).click();
    await page.getByRole('link', { name: labels.partners }).click();
    await page.getByRole('link', { name: labels.everyPartner }).click();
    // A partner's first button opens it.
    await page
      .getByText((await readJson(partnersFile)).project[0].name.en, { exact: true })
      .locator('xpath=..')
      .getByRole('button')
      .first()
      .click();
    await (await fieldShowing(page, labels.language.az, oldPartner)).fill(edits.partner);
    await page.getByRole('button', { name: labels.addPartner }).last().click();
    // The new partner's fields are the empty ones: its name in each language, then its text.
    for (const part of ['name', 'text'] as const) {
      for (const language of languages) {
        await (
          await fieldShowing(page, labels.language[language], '')
        ).fill(edits.newPartner[part][language]);
      }
    }
    await page.getByRole('button', { name: 'Choose an image' }).last().click();
    await page.locator('input[type="file"]').setInputFiles({
      name: path.basename(logoFile),
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 900, height: 450, channels: 3, background: '#1d4e89' },
      })
        .png()
        .toBuffer(),
    });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await publish(page);
    await expect
      .poll(async () => (await readJson(partnersFile)).distribution.at(-1)?.logo)
      .toBe(logoFile);
  });

  // The products team answers one question a buyer asks about one machine.
  await test.step("they answer a buyer's question: a machine's warranty", async () => {
    await page.getByRole('link', { name: labels.partners }).click();
    await page.getByRole('link', { name: labels.buyerFacts }).click();
    await page.getByRole('link', { name: labels.buyerFactsFile }).click();
    await unfold(page, 'single-platform');
    await page
      .locator('div:has(> div > label[for^="single-platform-field-"])')
      .getByLabel(new RegExp(`^${containing(labels.warranty).source}`))
      .fill(String(edits.warrantyMonths));
    await publish(page);
    await expect
      .poll(async () => (await readJson(factsFile))['single-platform'].warrantyMonths)
      .toBe(edits.warrantyMonths);
  });

  // A list grows: one more item of safety equipment, written in each language.
  await test.step('they add an item of safety equipment in every language', async () => {
    await page.getByRole('link', { name: labels.buyerFacts }).click();
    await page.getByRole('link', { name: labels.consumables }).click();
    await page.getByText((await readJson(consumablesFile('az'))).meta.title).click();
    const safety = page.locator('div:has(> div > label[for^="safety-field-"])');
    await unfold(page, 'safety');
    await safety.first().getByRole('button', { name: labels.addItem }).click();
    await safety.first().getByRole('textbox').last().fill(edits.safetyItem.az);
    for (const language of ['tr', 'en', 'ru'] as const) {
      // The second column starts in tr; staff choose each other language in turn.
      if (language !== 'tr') {
        await page
          .getByRole('button', { name: /^Writing in / })
          .last()
          .click();
        await page.getByRole('menuitem', { name: language.toUpperCase() }).click();
      }
      await safety.last().getByRole('button').first().click();
      await safety.last().getByRole('button', { name: labels.addItem }).click();
      await safety.last().getByRole('textbox').last().fill(edits.safetyItem[language]);
    }
    await publish(page);
    await expect
      .poll(async () => (await readJson(consumablesFile('ru'))).categories.safety.items.at(-1))
      .toBe(edits.safetyItem.ru);
  });

  // They correct a figure: numbers and a unit, written in each language by the site.
  await test.step("they correct a figure: a laser's most powerful source", async () => {
    await page.getByRole('link', { name: labels.consumables }).click();
    await page.getByRole('link', { name: labels.figures }).click();
    await page.getByRole('link', { name: labels.figuresFile }).click();
    await unfold(page, 'single-platform');
    await unfold(page, 'laserPower');
    await page
      .locator('div:has(> div > label[for^="laserPower-field-"])')
      .first()
      // Every field but the kind is optional: which ones a figure needs depends on its kind.
      .getByLabel(labels.to, { exact: true })
      .fill(String(edits.laserPowerTo));
    await publish(page);
    await expect
      .poll(async () => (await readJson(figuresFile))['single-platform'].specifications.laserPower)
      .toEqual({ ...oldLaserPower, to: edits.laserPowerTo });
  });

  // A photo from the company's camera, larger than any screen.
  await test.step("they upload a photo from the company's camera for a project", async () => {
    const upload = path.join(root, '..', `${path.basename(root)}-harbour-hall.jpg`);
    await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#6b8e5a' } })
      .jpeg()
      .toFile(upload);
    await page.getByRole('link', { name: labels.figures }).click();
    // The collection, then its one file.
    await page.getByRole('link', { name: labels.photos }).click();
    await page.getByRole('link', { name: labels.everyPicture }).click();
    await unfold(page, 'projects');
    await page
      .locator('div:has(> div > label[for^="project-01-field-"])')
      .getByRole('button', { name: 'Choose an image' })
      .click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'harbour-hall.jpg',
      mimeType: 'image/jpeg',
      buffer: await readFile(upload),
    });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await publish(page);
    await expect
      .poll(async () => (await readJson(photosFile)).projects?.['project-01'])
      .toBe(photoFile);
    await rm(upload);
  });

  // The web team adds a project in the energy sector, in four languages, with one photo.
  await test.step('they add a project in the energy sector, with a photo', async () => {
    await page.getByRole('link', { name: labels.photos }).click();
    await page.getByRole('link', { name: labels.projects }).click();
    await page.getByRole('link', { name: labels.everyProject }).click();
    await page.getByRole('button', { name: labels.addProject }).click();
    await page.getByRole('combobox', { name: labels.sector }).last().click();
    await page.getByRole('option', { name: labels.energy }).click();
    // The new project's fields are the empty ones, in the order of the form.
    for (const part of ['title', 'description', 'client', 'location'] as const) {
      for (const language of languages) {
        await (
          await fieldShowing(page, labels.language[language], '')
        ).fill(edits.newProject[part][language]);
      }
    }
    await page.getByRole('button', { name: labels.addPhoto }).click();
    await page.getByRole('button', { name: 'Choose an image' }).last().click();
    await page.locator('input[type="file"]').setInputFiles({
      name: path.basename(projectPhoto),
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 2000, height: 1500, channels: 3, background: '#5f7f9f' },
      })
        .jpeg()
        .toBuffer(),
    });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await publish(page);
    await expect
      .poll(async () => (await readJson(projectsFile)).projects.at(-1)?.photos)
      .toEqual([projectPhoto]);
  });

  // Only those files changed, and in them only those lines; the photo is the one uploaded.
  await test.step('only the files and lines staff changed are written', async () => {
    const after = await filesOf(root);
    const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    expect(changed.sort()).toEqual(
      [
        companyFile,
        pageFile('az'),
        pageFile('ru'),
        partnersFile,
        logoFile,
        projectsFile,
        projectPhoto,
        factsFile,
        figuresFile,
        ...languages.map(consumablesFile),
        photosFile,
        photoFile,
      ].sort(),
    );
    expect(changedLines(before.get(companyFile)!, after.get(companyFile)!)).toEqual({
      removed: [
        `  "phone": "${company.phone}",`,
        `  "whatsAppNumber": "${company.whatsAppNumber}",`,
      ],
      added: [`  "phone": "${edits.phone}",`, `  "whatsAppNumber": "${edits.whatsApp}",`],
    });
    for (const language of ['az', 'ru'] as const) {
      expect(changedLines(before.get(pageFile(language))!, after.get(pageFile(language))!)).toEqual(
        {
          removed: [`    "title": "${oldTitle[language]}",`],
          added: [`    "title": "${edits.title[language]}",`],
        },
      );
    }
    // The partners file: the one name changed, the new partner last, written as the file was.
    const partners = JSON.parse(before.get(partnersFile)!);
    partners.project[0].name.az = edits.partner;
    partners.distribution.push({ ...edits.newPartner, logo: logoFile });
    expect(after.get(partnersFile)).toBe(`${JSON.stringify(partners, null, 2)}\n`);
    const projects = JSON.parse(before.get(projectsFile)!);
    projects.projects.push({ category: 'energy', ...edits.newProject, photos: [projectPhoto] });
    expect(after.get(projectsFile)).toBe(`${JSON.stringify(projects, null, 2)}\n`);
    expect(changedLines(before.get(factsFile)!, after.get(factsFile)!)).toEqual({
      removed: [`    "warrantyMonths": ${JSON.stringify(oldWarrantyMonths)},`],
      added: [`    "warrantyMonths": ${edits.warrantyMonths},`],
    });
    expect(changedLines(before.get(figuresFile)!, after.get(figuresFile)!)).toEqual({
      removed: [`        "to": ${JSON.stringify(oldLaserPower.to)},`],
      added: [`        "to": ${edits.laserPowerTo},`],
    });
    // The new item follows the last one: one line gains a comma, one line is added.
    for (const language of languages) {
      const file = consumablesFile(language);
      const last = JSON.stringify(
        (
          JSON.parse(before.get(file)!) as { categories: { safety: { items: string[] } } }
        ).categories.safety.items.at(-1),
      );
      expect(after.get(file)).toBe(
        before
          .get(file)!
          .replace(
            `${last}\n`,
            `${last},\n        ${JSON.stringify(edits.safetyItem[language])}\n`,
          ),
      );
    }
    const chosen = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree].filter(Boolean) : Object.values(tree ?? {}).flatMap(chosen);
    expect(chosen(await readJson(photosFile))).toEqual([photoFile]);
    expect((await sharp(path.join(root, photoFile)).metadata()).width).toBe(2400);
    expect(policyViolations).toEqual([]);
  });
});

test('after the rebuild every page shows what staff changed, the photo as AVIF and WebP', async ({
  page,
}) => {
  // A whole build of the edited site: 2.1 min with two workers, 3.8-4.4 with three.
  await rm(publishedSite, { recursive: true, force: true });
  // At low priority: the other worker's tests keep the processor they need.
  const build = spawnSync('nice', ['-n', '15', 'pnpm', 'build'], {
    cwd: workspace,
    env: { ...process.env, SITE_CONTENT: root, SITE_BUILD_DIR: publishedSite },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const site = createSiteServer(siteLayout(publishedSite));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const { az, en } = words;
  const beforeYouBuy = az.page('cnc-laser', 'buyer.title');
  try {
    const dial = `tel:${edits.phone.replace(/ /g, '')}`;
    await page.goto(`${base}/az`);
    await expect(page.locator('footer').getByRole('link', { name: edits.phone })).toHaveAttribute(
      'href',
      dial,
    );
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: az.shell('nav.openMenu') }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: edits.phone })).toHaveAttribute(
      'href',
      dial,
    );
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${base}/az/contact`);
    await expect(page.locator('main').getByRole('link', { name: edits.phone })).toHaveAttribute(
      'href',
      dial,
    );
    const chats = page.locator('a[href^="https://wa.me/"]');
    expect(await chats.count()).toBeGreaterThan(0);
    for (const href of await chats.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(new RegExp(`^https://wa\\.me/${edits.whatsApp}(\\?|$)`));
    }

    for (const language of ['az', 'ru'] as const) {
      await page.goto(`${base}/${language}/services/metal-construction`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edits.title[language]);
    }
    await page.goto(`${base}/en/services/metal-construction`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(edits.title.az);

    await page.goto(`${base}/az/partners`);
    await expect(page.locator('main').getByText(edits.partner, { exact: true })).toBeVisible();
    for (const language of ['az', 'ru'] as const) {
      await page.goto(`${base}/${language}/partners`);
      const added = page
        .locator('main li')
        .filter({ has: page.getByRole('heading', { name: edits.newPartner.name[language] }) });
      await expect(added).toContainText(edits.newPartner.text[language]);
      await expect(
        added
          .locator('picture source')
          .evaluateAll((sources) =>
            sources.map(
              (source) =>
                `${source.getAttribute('type')} ${source.getAttribute('srcset')?.includes('baku-compressors')}`,
            ),
          ),
      ).resolves.toEqual(['image/avif true', 'image/webp true']);
    }

    await page.goto(`${base}/az/products/cnc-laser/single-platform`);
    await expect(page.getByRole('region', { name: beforeYouBuy }).getByRole('row')).toHaveText([
      az.page('cnc-laser', 'buyer.labels.warranty') +
        az.page('cnc-laser', 'buyer.values.warranty', { count: edits.warrantyMonths }),
    ]);
    // The range as Azerbaijani writes it: a decimal comma, an en dash, the unit kVt.
    const laserPower = containing(az.page('cnc-laser', 'specs.laserPower')).source;
    const from = String(
      (await readJson(figuresFile))['single-platform'].specifications.laserPower.from,
    ).replace('.', ',');
    await expect(page.getByRole('row', { name: new RegExp(`^${laserPower}`) })).toHaveText(
      new RegExp(`^${laserPower}\\s*${from}–${edits.laserPowerTo}\\s+kVt$`),
    );
    for (const language of ['az', 'ru'] as const) {
      await page.goto(`${base}/${language}/products/consumables`);
      // The item itself (the card around it is a list item too, with more text).
      const item = page
        .locator('main')
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${edits.safetyItem[language]}$`) });
      await expect(item).toHaveCount(1);
      await expect(item.locator('xpath=..').getByRole('listitem')).toHaveCount(5);
    }
    await page.goto(`${base}/az/products/cnc-laser/exchange-platform`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: beforeYouBuy })).toHaveCount(0);

    // The new project: listed with its words, its photo the 52nd of the gallery.
    for (const language of ['az', 'ru'] as const) {
      await page.goto(`${base}/${language}/projects?category=energy`);
      await expect(
        page.getByRole('heading', { level: 3, name: edits.newProject.title[language] }),
      ).toBeVisible();
      const photo = page.locator('main picture').filter({
        has: page.locator('source[srcset*="wind-mast"]'),
      });
      await expect(photo).toHaveCount(1);
      const alt = words[language].page('projects', 'photo.alt', {
        title: edits.newProject.title[language],
        location: edits.newProject.location[language],
        n: 52,
      });
      await expect(photo.locator('img')).toHaveAttribute(
        'alt',
        new RegExp(`^${containing(alt).source}`),
      );
    }
    await page.goto(`${base}/en/projects`);
    await expect(page.getByRole('status')).toHaveText(
      en.page('projects', 'gallery.shownAll', { count: 52 }),
    );

    await page.goto(`${base}/az/projects`);
    const picture = page
      .locator('main picture')
      .filter({ has: page.locator('source[srcset*="harbour-hall"]') });
    await expect(picture).toHaveCount(1);
    const types = await picture
      .locator('source')
      .evaluateAll((sources) =>
        sources.map(
          (source) =>
            `${source.getAttribute('type')} ${source.getAttribute('srcset')?.includes('harbour-hall')}`,
        ),
      );
    expect(types).toEqual(['image/avif true', 'image/webp true']);
  } finally {
    site.close();
  }
});

import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildEditor } from '@site/cms/build';
import { startLocalBackend } from '@site/cms/localBackend';
import { createSiteServer } from '@site/server/site-server';
import { contentFolders } from '@site/tooling/content/contentFiles';

// A member of staff changes the site's content in the editor (/admin/, Decap CMS) with its local
// backend, decap-server, which writes into a copy of the content files: only what they changed
// changes, in the files that hold it.

test.describe.configure({ mode: 'serial' });

const workspace = path.resolve(import.meta.dirname, '../..');
const companyFile = 'shared/content/company.json';
const pageFile = (language: string) =>
  `services-mfe/content/pages/metal-construction/${language}/words.json`;

let root = '';
let backend: ChildProcess | undefined;
let server: Server | undefined;
let editor = '';

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
  backend = await startLocalBackend({ root, quiet: true });
  server = createSiteServer({ editorDir: editor });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
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
  await expect(page.getByRole('link', { name: 'Company facts' })).toBeVisible();
  return policyViolations;
}

/** The text field with this label that shows this text (each language has its own). */
async function fieldShowing(page: Page, label: string, text: string) {
  const fields = page.getByLabel(label, { exact: true });
  await expect(fields.first()).toBeVisible();
  for (const field of await fields.all()) {
    if ((await field.inputValue()) === text) return field;
  }
  throw new Error(`No "${label}" field shows "${text}"`);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: false }).first()).toBeVisible();
}

test('staff change the phone and a service page in two languages; only those words change', async ({
  page,
}) => {
  const before = await filesOf(root);
  const oldPhone = (await readJson(companyFile)).phone as string;
  const oldTitle = {
    az: (await readJson(pageFile('az'))).hero.title as string,
    ru: (await readJson(pageFile('ru'))).hero.title as string,
  };
  const newPhone = '+994 12 555 44 33';
  const newTitle = {
    az: 'Polad karkaslar: layihə, sex, montaj',
    ru: 'Стальные каркасы: проект, цех, монтаж',
  };
  const policyViolations = await openEditor(page);

  await page.getByRole('link', { name: 'Company facts' }).click();
  await page.getByText('Name, contacts, address and hours').click();
  await (await fieldShowing(page, 'Phone', oldPhone)).fill(newPhone);
  await publish(page);
  await expect.poll(async () => (await readJson(companyFile)).phone).toBe(newPhone);

  await page.getByRole('link', { name: 'Company facts' }).click();
  await page.getByRole('link', { name: 'Services: Metal construction' }).click();
  await page.getByText((await readJson(pageFile('az'))).meta.title).click();
  await (await fieldShowing(page, 'Title', oldTitle.az)).fill(newTitle.az);
  // The second column shows another language: staff choose Russian.
  await page.getByRole('button', { name: 'Writing in TR' }).click();
  await page.getByRole('menuitem', { name: 'RU' }).click();
  await (await fieldShowing(page, 'Title', oldTitle.ru)).fill(newTitle.ru);
  await publish(page);
  await expect.poll(async () => (await readJson(pageFile('ru'))).hero.title).toBe(newTitle.ru);
  expect((await readJson(pageFile('az'))).hero.title).toBe(newTitle.az);

  const after = await filesOf(root);
  const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
  expect(changed.sort()).toEqual([companyFile, pageFile('az'), pageFile('ru')].sort());
  expect(changedLines(before.get(companyFile)!, after.get(companyFile)!)).toEqual({
    removed: [`  "phone": "${oldPhone}",`],
    added: [`  "phone": "${newPhone}",`],
  });
  for (const language of ['az', 'ru'] as const) {
    expect(changedLines(before.get(pageFile(language))!, after.get(pageFile(language))!)).toEqual({
      removed: [`    "title": "${oldTitle[language]}",`],
      added: [`    "title": "${newTitle[language]}",`],
    });
  }
  expect(policyViolations).toEqual([]);
});

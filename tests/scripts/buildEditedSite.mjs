// What staff change, built as the editor's Publish builds it: words and photos. The content
// folders are copied to tests/.fixtures/edited-content with a heading, a button label and a
// machine's description and summary changed in all four languages, 20 large photos are laid over
// image slots (scripts/photoFixture.mjs: 11 projects, the 8 machines, a logo), and the two
// sections they touch are built from them onto a copy of the site (tests/.fixtures/edited-site).
// The equipment section's browser tests and the image pipeline's then run on it (`E2E_RUN=edited`,
// tests/playwright.config.ts), reading their words from the same copy: a staff edit of any word
// must never fail them. One build serves both: the words and the photos were two builds of the
// same sections (42 s and 72 s, 2026-11-28).
import { readFile, rm, writeFile, cp } from 'node:fs/promises';
import path from 'node:path';
import { contentFolders } from '@site/tooling/content/contentFiles';
import { photoOverlay, writePhotoFixture } from './photoFixture.mjs';
import { buildSectionsOnCopy, workspace } from './sectionsOnCopy.mjs';

export const editedContent = path.join(workspace, 'tests/.fixtures/edited-content');
export const editedSite = path.join(workspace, 'tests/.fixtures/edited-site');

/** What staff changed: a file of words below products-mfe/content/pages, a key, the new words. */
const edits = [
  // A heading: the products overview's title.
  [
    'products',
    'catalog.title',
    {
      az: 'Metal emalı üçün dəzgahlar',
      tr: 'Metal işleme tezgâhları',
      en: 'Machines for metalworking',
      ru: 'Станки для металлообработки',
    },
  ],
  // A button label: "Compare" on every CNC laser machine.
  [
    'cnc-laser',
    'compare.toggle',
    {
      az: 'Müqayisəyə əlavə et',
      tr: 'Karşılaştırmaya ekle',
      en: 'Add to comparison',
      ru: 'Добавить к сравнению',
    },
  ],
  // A machine's description on its page, and its summary on the list.
  [
    'cnc-laser',
    'machines.singlePlatform.description',
    {
      az: 'SP seriyası təbəqə kəsimi üçün əsas dəzgahdır: bir kəsmə masası, deformasiyaya qarşı tablanmış qaynaq çərçivə və materiallarınıza görə seçilən fiber mənbə.',
      tr: 'SP serisi sac kesiminin temel makinesidir: tek kesim tablası, çarpılmaya karşı tavlanmış kaynaklı gövde ve malzemelerinize göre seçilen fiber kaynak.',
      en: 'The SP series is the workhorse of sheet cutting: one table, a welded frame annealed against distortion, and a fibre source chosen for your materials.',
      ru: 'Серия SP — основной станок для резки листа: один стол, сварная рама, отожжённая от деформаций, и волоконный источник под ваши материалы.',
    },
  ],
  [
    'cnc-laser',
    'machines.singlePlatform.summary',
    {
      az: 'Təbəqə üçün tək masalı açıq lazer: 1,5 kVt-dan 120 kVt-a qədər mənbələrlə.',
      tr: 'Sac için tek tablalı açık lazer: 1,5 kW ile 120 kW arası kaynaklarla.',
      en: 'A single-table open laser for sheet, with sources from 1.5 kW to 120 kW.',
      ru: 'Открытый лазер с одним столом для листа, с источниками от 1,5 до 120 кВт.',
    },
  ],
];

await rm(editedContent, { recursive: true, force: true });
for (const folder of contentFolders) {
  await cp(path.join(workspace, folder), path.join(editedContent, folder), { recursive: true });
}
for (const [page, key, byLanguage] of edits) {
  for (const [language, text] of Object.entries(byLanguage)) {
    const file = path.join(
      editedContent,
      'products-mfe/content/pages',
      page,
      language,
      'words.json',
    );
    const words = JSON.parse(await readFile(file, 'utf8'));
    const parts = key.split('.');
    const last = parts.pop() ?? '';
    const holder = parts.reduce((node, part) => node[part], words);
    if (typeof holder[last] !== 'string') throw new Error(`${file} has no words at ${key}`);
    if (holder[last] === text) throw new Error(`${file}: ${key} already reads "${text}"`);
    holder[last] = text;
    await writeFile(file, `${JSON.stringify(words, null, 2)}\n`);
  }
}

const started = performance.now();
const photos = await writePhotoFixture({
  workspace,
  overlay: photoOverlay,
  count: 20,
  // Larger than every size the pipeline makes (1600 px) on the short side too, so a photo
  // stored on its side still gets them all; the benchmark (buildPhotoSite.mjs) takes a camera's
  // 4000x3000. At 3000x2250 this build took 11 s longer (88 s against 77 s, 2026-11-28).
  size: [2200, 1650],
});
console.log(
  `Made ${photos.length} photos in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const building = performance.now();
const sections = ['products-mfe', 'showcase-mfe'];
await buildSectionsOnCopy({
  site: editedSite,
  sections,
  env: { SITE_CONTENT: editedContent, SITE_PHOTOS: photoOverlay },
});
console.log(
  `Built ${sections.join(' and ')} from edited words and photos into ${path.relative(workspace, editedSite)} in ${((performance.now() - building) / 1000).toFixed(1)} s`,
);

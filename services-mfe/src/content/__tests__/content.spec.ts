import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { type Messages } from '@site/shared/i18n/messages';
import { flattenKeys } from '@site/shared/testing/locales';
import { loadAllServicesMessages } from '../../messages';
import { buildingAssembly } from '../../pages/building-assembly/content';
import { facadeCovering } from '../../pages/facade-covering/content';
import { industrialMaintenance } from '../../pages/industrial-maintenance/content';
import { metalConstruction } from '../../pages/metal-construction/content';
import { metalProcessing } from '../../pages/metal-processing/content';
import { projectDesign } from '../../pages/project-design/content';
import { rebarFormworkConcrete } from '../../pages/rebar-formwork-concrete/content';
import { towerInstallation } from '../../pages/tower-installation/content';

const pages = {
  metalProcessing,
  rebarFormworkConcrete,
  metalConstruction,
  industrialMaintenance,
  projectDesign,
  towerInstallation,
  facadeCovering,
  buildingAssembly,
};

const textFields = new Set([
  'title',
  'text',
  'caption',
  'alt',
  'label',
  'value',
  'eyebrow',
  'lead',
  'description',
  'message',
]);

/** Every key a page's content points to, wherever it sits in the content tree. */
function keysOf(content: unknown): string[] {
  if (Array.isArray(content)) return content.flatMap(keysOf);
  if (!content || typeof content !== 'object') return [];
  return Object.entries(content).flatMap(([field, value]) =>
    typeof value === 'string' ? (textFields.has(field) ? [value] : []) : keysOf(value),
  );
}

function imagesOf(content: unknown): { src: string; width: number; height: number }[] {
  if (Array.isArray(content)) return content.flatMap(imagesOf);
  if (!content || typeof content !== 'object') return [];
  if ('src' in content) return [content as { src: string; width: number; height: number }];
  return Object.values(content).flatMap(imagesOf);
}

describe('content of the service pages', () => {
  it.each(languages)('points only to words that exist in %s', async (language) => {
    const bundles = await loadAllServicesMessages(language);
    const words = flattenKeys(bundles.services as Messages);
    for (const [page, content] of Object.entries(pages)) {
      const keys = keysOf(content);
      expect(keys.length, page).toBeGreaterThan(10);
      expect(keys.filter((key) => !(key in words))).toEqual([]);
    }
  });

  it('gives every image generated artwork of 1200 × 900', () => {
    const images = Object.values(pages).flatMap(imagesOf);
    expect(images).toHaveLength(6 + 12 + 10 + 4);
    for (const image of images) {
      expect(image.src).toMatch(/svg/);
      expect([image.width, image.height]).toEqual([1200, 900]);
    }
    expect(new Set(images.map((image) => image.src)).size).toBe(images.length);
  });

  it.each(languages)('never repeats a heading or a card title in %s', async (language) => {
    const words = flattenKeys((await loadAllServicesMessages(language)).services as Messages);
    const titles = Object.entries(words)
      .filter(([key]) => key.endsWith('.title'))
      .map(([, value]) => value);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});

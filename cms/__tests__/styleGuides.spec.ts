import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/siteLanguages';
import { styleGuideNote, styleGuidePath, writeStyleGuides } from '../styleGuides.js';

const workspace = path.resolve(import.meta.dirname, '../..');
let out = '';
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'style-guides-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('the style guides in the editor', () => {
  it('are a page of the editor for each language, in that language, from docs/style', async () => {
    expect(await writeStyleGuides(out)).toBe(languages.length);
    for (const language of languages) {
      expect(existsSync(path.join(workspace, 'docs/style', `${language}.md`)), language).toBe(true);
      const page = await readFile(path.join(out, styleGuidePath(language)), 'utf8');
      expect(page).toContain(`<html lang="${language}">`);
      expect(page).toMatch(/<h1>[^<]+<\/h1>/);
      // Markdown tables become tables; nothing of the source's own markup runs.
      expect(page).not.toMatch(/<script/i);
    }
  });

  it('are named where staff edit words and terms', () => {
    for (const language of languages) {
      expect(styleGuideNote).toContain(`/admin/style/${language}.html`);
    }
  });
});

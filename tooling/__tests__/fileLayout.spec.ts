import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentFolders } from '../content/contentFiles.js';
import { editorLayout, filesLaidOutOtherwise, firstDifference } from '../content/fileLayout.js';

const workspace = path.resolve(import.meta.dirname, '../..');
const homeWords = 'shell/content/pages/home/ru/words.json';

describe('content files laid out as the editor writes them', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'content-layout-'));
    for (const folder of contentFolders) {
      await cp(path.join(workspace, folder), path.join(root, folder), { recursive: true });
    }
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('finds none in the workspace', () => {
    expect(filesLaidOutOtherwise(workspace).map(({ file }) => file)).toEqual([]);
  });

  it('names a file with an escaped no-break space, one on one line, one without its last newline', async () => {
    const file = path.join(root, homeWords);
    const data = JSON.parse(await readFile(file, 'utf8'));
    const escaped = editorLayout({ ...data, note: 'до 10\u00a0т' }).replace('\u00a0', '\\u00a0');
    await writeFile(file, escaped);
    const oneLine = 'shared/content/company.json';
    await writeFile(
      path.join(root, oneLine),
      JSON.stringify(JSON.parse(await readFile(path.join(root, oneLine), 'utf8'))),
    );
    const noNewline = 'showcase-mfe/content/partners.json';
    const partners = await readFile(path.join(root, noNewline), 'utf8');
    await writeFile(path.join(root, noNewline), partners.trimEnd());

    const found = filesLaidOutOtherwise(root);
    expect(found.map(({ file }) => file).sort()).toEqual([homeWords, oneLine, noNewline].sort());
    const escapedFile = found.find(({ file: name }) => name === homeWords)!;
    expect(firstDifference(escapedFile.text, escapedFile.layout)).toMatch(/\\\\u00a0/);
    expect(escapedFile.layout).toContain('до 10\u00a0т');
  });
});

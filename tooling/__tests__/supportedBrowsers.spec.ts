import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptProblems, styleProblems, supportedBrowsers } from '../browsers/supported.js';

async function files(contents: Record<string, string>): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'supported-'));
  return Promise.all(
    Object.entries(contents).map(async ([name, text]) => {
      await writeFile(path.join(folder, name), text);
      return path.join(folder, name);
    }),
  );
}

describe('the supported browsers', () => {
  const query = supportedBrowsers();

  it('are the browserslist of the workspace: Safari and iOS 16.4, Firefox 128, Chrome 111', () => {
    expect(query).toContain('safari >= 16.4');
    expect(query).toContain('ios_saf >= 16.4');
    expect(query).toContain('firefox >= 128');
    expect(query).toContain('chrome >= 111');
  });

  it('refuse a script with built-ins Safari 16.4 lacks, and accept one without', async () => {
    const [newer, older] = await files({
      'newer.js': 'export const groups = Object.groupBy([1, 2], (n) => n % 2);\n',
      'older.js': 'export const last = [1, 2].at(-1);\n',
    });
    const problems = scriptProblems([newer!, older!], query);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/newer\.js: .*ObjectGroupBy.*safari 16\.4 requires 17\.4/);
  });

  it('refuse a stylesheet with a feature Safari 16.4 lacks, and allow the listed ones', async () => {
    const [newer, allowed] = await files({
      'newer.css': '.later { content-visibility: auto; }\n',
      'allowed.css': 'textarea { resize: vertical; } img { cursor: zoom-in; }\n',
    });
    const problems = await styleProblems([newer!, allowed!], query);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/newer\.css.*content-visibility/i);
  });
});

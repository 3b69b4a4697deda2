import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingMessage, systemPackages, webkitLocales } from '../system/needs.js';

const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
const installLine = readme.split('\n').find((line) => line.includes('apt-get install')) ?? '';

describe('what the tests need from the machine', () => {
  it("is named in the README's one install line, package for package", () => {
    const named = installLine
      .replace(/.*apt-get install -y /, '')
      .trim()
      .split(/\s+/);
    expect(named.sort()).toEqual([...systemPackages].sort());
    for (const locale of webkitLocales) expect(readme).toContain(`-f UTF-8 ${locale}`);
  });

  it('is said in one message that installs all that is missing at once', () => {
    const message = missingMessage([
      { what: 'a browser', packages: ['one', 'two'], present: () => false },
      { what: 'a server', packages: ['two', 'three'], present: () => false, elsewhere: 'X_PATH' },
      { what: 'a tool', packages: ['four'], present: () => true },
    ]);
    expect(message).toContain('  - a browser\n  - a server\n');
    expect(message).toContain('sudo apt-get install -y one two three\n');
    expect(message).toContain('or point X_PATH at');
    expect(message).not.toContain('a tool');
    expect(missingMessage([{ what: 'x', packages: ['x'], present: () => true }])).toBe('');
  });
});

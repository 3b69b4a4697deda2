import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLintConfig } from '../config/eslintConfig.js';

/** A small app with the mistakes the lint must stop: a cycle, a part reaching back, Node code. */
const files: Record<string, string> = {
  'src/prices.ts': "import { quote } from './quote';\nexport const price = () => quote();\n",
  'src/quote.ts': "import { price } from './prices';\nexport const quote = () => price();\n",
  'src/section.ts': 'export const section = { routes: [] };\n',
  'src/components/Band.ts':
    "import { section } from '../section';\nexport const band = () => section.routes;\n",
  'src/components/Card.ts':
    "import { readFileSync } from 'node:fs';\nexport const card = () => readFileSync('x');\n",
  'src/pages/home/HomePage.ts':
    "import { band } from '../../components/Band';\nexport default band;\n",
};

let app: string;
let results: ESLint.LintResult[];

const problems = (file: string) =>
  results
    .find((result) => result.filePath === path.join(app, file))
    ?.messages.map((message) => message.ruleId);

beforeAll(async () => {
  app = await mkdtemp(path.join(tmpdir(), 'lint-app-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(app, file)), { recursive: true });
    await writeFile(path.join(app, file), text);
  }
  const eslint = new ESLint({
    cwd: app,
    overrideConfigFile: true,
    // typescript-eslint's config type and ESLint's differ only in their typings.
    overrideConfig: siteLintConfig({ app: 'fixture-app' }) as ESLint.Options['overrideConfig'],
  });
  results = await eslint.lintFiles(['src/**/*.ts']);
});

afterAll(() => rm(app, { recursive: true, force: true }));

describe('the lint rules of an app', () => {
  it('fail on an import cycle', () => {
    expect(problems('src/prices.ts')).toContain('import-x/no-cycle');
    expect(problems('src/quote.ts')).toContain('import-x/no-cycle');
  });

  it("fail when a component imports its app's section manifest", () => {
    expect(problems('src/components/Band.ts')).toContain('no-restricted-imports');
  });

  it('fail when browser code imports a Node module', () => {
    expect(problems('src/components/Card.ts')).toContain('no-restricted-imports');
  });

  it('let a page import a component', () => {
    expect(problems('src/pages/home/HomePage.ts')).toEqual([]);
  });
});

// @ts-check
import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
// @ts-expect-error: eslint-plugin-jsx-a11y ships no types.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserFiles = ['src/**/*.{ts,tsx,js}'];

const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe'];

/**
 * The libraries every app takes from the shell at run time through the site's kits; importing
 * them directly would bundle a second copy with its own React context into a remote.
 */
const sharedThroughKits = [
  { name: 'react-router', message: 'Import routing from @site/router, the one shared instance.' },
  { name: 'react-router-dom', message: 'Import routing from @site/router.' },
  { name: 'react-i18next', message: 'Import useTranslation from @site/translation.' },
];

/**
 * A remote may import shared/ but never another app, and nothing imports from tests/
 * (apps meet only through shared/ and the section manifest).
 * @param {string} app
 */
function boundaries(app) {
  const forbidden = [...apps, 'tests'].filter((name) => name !== app);
  return forbidden.flatMap((name) => [
    { group: [name, `${name}/*`], message: `${app} must not import ${name}.` },
    {
      group: [`**/${name}`, `**/${name}/**`],
      message: `${app} must not import ${name}; share code through @site/shared.`,
    },
  ]);
}

/** Browser code reaches no Node code: not Node's modules, not the server, not the tooling. */
const nodeOnly = [
  { group: ['node:*'], message: 'Browser code: Node modules run only in server/ and tooling/.' },
  { group: ['@site/server', '@site/server/*'], message: 'server/ is Node-only.' },
  { group: ['@site/tooling', '@site/tooling/*'], message: 'tooling/ is Node-only (build code).' },
];

/**
 * One direction inside an app: the section manifest names the pages, pages compose
 * components; a component never reaches back to `section.ts` or to a page.
 */
const oneDirection = [
  {
    group: ['**/section', '**/section.ts'],
    message: 'Only the entry points import the section manifest; pass what a part needs as props.',
  },
  {
    group: ['**/pages/*', '**/pages/**'],
    message: 'A component never imports a page; move what both need into components/ or content/.',
  },
];

/**
 * The rule that keeps browser code on its side, for `src/`. An app that must break it in one
 * place (the shell making the one router and i18next instance) says so in its own config with
 * `kitsAllowed`.
 * @param {string} app
 * @param {Array<{ group: string[]; message: string }>} [extraPatterns]
 */
export function browserImports(app, extraPatterns = []) {
  return [
    'error',
    {
      paths: [
        ...sharedThroughKits,
        {
          name: 'i18next',
          allowTypeImports: true,
          message: 'Only the shell makes the i18next instance; import its types only.',
        },
      ],
      patterns: [...boundaries(app), ...nodeOnly, ...extraPatterns],
    },
  ];
}

/**
 * Files of an app that may import the libraries behind the kits directly (they make the one
 * instance, or run outside the site: unit-test helpers, the standalone frame).
 * @param {string} app
 * @param {string[]} files
 * @param {{ node?: boolean }} [options] the files run in Node (they also get Node's globals)
 */
export function kitsAllowed(app, files, { node = false } = {}) {
  return {
    name: `${app}/kits-allowed`,
    files,
    ...(node ? { languageOptions: { globals: globals.node } } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...boundaries(app), ...(node ? [] : nodeOnly)] },
      ],
    },
  };
}

/**
 * The lint rules of one package, one named block per place code runs (as Vite's repository
 * does): `src/` runs in the browser and sees only browser globals; configs, scripts, the server
 * and the tooling run in Node.
 * @param {{ app: string; runsIn?: 'browser' | 'node' }} options the package's folder name, and
 *   where its code runs (`browser`: `src/` in the browser, the rest in Node)
 */
export function siteLintConfig({ app, runsIn = 'browser' }) {
  return tseslint.config(
    {
      ignores: [
        'dist/',
        'node_modules/',
        '.__mf__temp/',
        '__mf__virtual/',
        'test-results/',
        '.fixtures/',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      name: 'site/all',
      plugins: { 'import-x': importX },
      languageOptions: { ecmaVersion: 2023 },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
        ],
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'no-restricted-imports': ['error', { patterns: boundaries(app) }],
      },
    },
    {
      name: 'site/node',
      files: ['**/*.{js,mjs,ts}'],
      ignores: runsIn === 'node' ? [] : browserFiles,
      languageOptions: { globals: globals.node },
    },
    runsIn === 'browser'
      ? [
          { ...reactHooks.configs.flat['recommended-latest'], files: browserFiles },
          { ...jsxA11y.flatConfigs.recommended, files: browserFiles },
          // A Web API that a browser of the workspace's browserslist lacks needs a feature check
          // (docs/browsers.md): requestIdleCallback, for one, is not in Safari.
          {
            ...compat.configs['flat/recommended'],
            files: browserFiles,
            ignores: ['**/__tests__/**', 'src/testing/**'],
          },
          {
            name: 'site/browser',
            files: browserFiles,
            languageOptions: { globals: globals.browser },
            rules: { 'no-restricted-imports': browserImports(app) },
          },
          {
            name: 'site/one-direction',
            files: ['src/components/**/*.{ts,tsx}'],
            ignores: ['**/__tests__/**'],
            rules: { 'no-restricted-imports': browserImports(app, oneDirection) },
          },
          kitsAllowed(app, ['src/**/__tests__/**']),
        ]
      : [],
  );
}

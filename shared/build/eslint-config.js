// @ts-check
import js from '@eslint/js';
// @ts-expect-error: eslint-plugin-jsx-a11y ships no types.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
 * The lint rules of one package. A remote may import shared/ but never another app, and nothing
 * imports from tests/ (ARCHITECTURE.md: apps meet only through shared/ and the remote contract).
 * Browser code never reaches Node-only code (`@site/shared/build/*`), routing and translation
 * come from the kits, and i18next itself only as types (the shell owns the one instance).
 * @param {{ app: string }} options the package's folder name
 */
export function siteLintConfig({ app }) {
  const forbidden = [...apps, 'tests'].filter((name) => name !== app);
  const boundaries = forbidden.flatMap((name) => [
    { group: [name, `${name}/*`], message: `${app} must not import ${name}.` },
    {
      group: [`**/${name}`, `**/${name}/**`],
      message: `${app} must not import ${name}; share code through @site/shared.`,
    },
  ]);
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
    reactHooks.configs.flat['recommended-latest'],
    jsxA11y.flatConfigs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        globals: { ...globals.browser, ...globals.node },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        'no-restricted-imports': ['error', { patterns: boundaries }],
      },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: [
        '**/__tests__/**',
        'src/testing/**',
        'src/standalone/**',
        'src/i18n/createSiteI18n.ts',
        'src/datasheets/**',
        'src/app/App.tsx',
        'src/app/SiteRouter.tsx',
        'src/app/AppRoutes.tsx',
        'src/app/staticRender.tsx',
      ],
      rules: {
        'no-restricted-imports': [
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
            patterns: [
              ...boundaries,
              {
                group: ['@site/shared/build/*'],
                message: 'shared/build is Node-only (Vite, ESLint, server, artwork).',
              },
            ],
          },
        ],
      },
    },
  );
}

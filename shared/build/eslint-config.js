// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe'];

/**
 * The lint rules of one package. A remote may import shared/ but never another app, and nothing
 * imports from tests/ (ARCHITECTURE.md: apps meet only through shared/ and the remote contract).
 * @param {{ app: string }} options the package's folder name
 */
export function siteLintConfig({ app }) {
  const forbidden = [...apps, 'tests'].filter((name) => name !== app);
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
        'no-restricted-imports': [
          'error',
          {
            patterns: forbidden.flatMap((name) => [
              { group: [name, `${name}/*`], message: `${app} must not import ${name}.` },
              {
                group: [`**/${name}`, `**/${name}/**`],
                message: `${app} must not import ${name}; share code through @site/shared.`,
              },
            ]),
          },
        ],
      },
    },
  );
}

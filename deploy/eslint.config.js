import { siteLintConfig } from '@site/tooling/config/eslintConfig';

export default [
  ...siteLintConfig({ app: 'deploy', runsIn: 'node' }),
  // njs modules run inside nginx: its own small JavaScript, no Node and no npm.
  {
    name: 'deploy/njs',
    files: ['nginx/njs/**'],
    languageOptions: { ecmaVersion: 5, sourceType: 'module', globals: { njs: 'readonly' } },
    // ES5 has no `catch {}` without a name.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
];

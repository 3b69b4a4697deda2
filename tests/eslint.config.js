import globals from 'globals';
import { siteLintConfig } from '@site/tooling/config/eslintConfig';

export default [
  ...siteLintConfig({ app: 'tests', runsIn: 'node' }),
  // Browser tests hand functions to the page (page.evaluate), which run there.
  {
    name: 'tests/page-functions',
    files: ['e2e/**', 'engines/**', 'support/**', 'bench/**'],
    languageOptions: { globals: globals.browser },
  },
  // The content checks read every app's content, the one place that may.
  {
    name: 'tests/content-checks',
    files: ['content/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

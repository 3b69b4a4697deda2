import globals from 'globals';
import { siteLintConfig } from '../tooling/config/eslintConfig.js';

export default [
  ...siteLintConfig({ app: 'cms', runsIn: 'node' }),
  // The editor page's own script runs in the browser, after Decap CMS's bundle.
  {
    name: 'cms/editor-page',
    files: ['admin/**/*.js'],
    languageOptions: { globals: { ...globals.browser, CMS: 'readonly' } },
  },
];

import globals from 'globals';
import { siteLintConfig } from './config/eslintConfig.js';

export default [
  ...siteLintConfig({ app: 'tooling', runsIn: 'node' }),
  // Functions these files hand to Chromium run in the page.
  {
    name: 'tooling/page-functions',
    files: ['prerender/renderer.js', 'prerender/describeSite.js'],
    languageOptions: { globals: globals.browser },
  },
];

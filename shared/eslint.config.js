import { kitsAllowed, siteLintConfig } from '../tooling/config/eslintConfig.js';

export default [
  ...siteLintConfig({ app: 'shared' }),
  // Unit-test helpers and the standalone frame run a remote outside the shell, so they make
  // their own router and i18next instance; so does createSiteI18n for the shell.
  kitsAllowed('shared', ['src/testing/**', 'src/standalone/**', 'src/i18n/createSiteI18n.ts']),
];

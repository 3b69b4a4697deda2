import { siteLintConfig } from '@site/shared/build/eslint-config';

export default [
  ...siteLintConfig({ app: 'tests' }),
  // Playwright fixtures receive a `use` callback; it is not React's hook.
  { files: ['support/**', 'e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
];

import { kitsAllowed, siteLintConfig } from '@site/tooling/config/eslint-config';

export default [
  ...siteLintConfig({ app: 'products-mfe' }),
  // The datasheet PDFs are made in Node at build time (scripts/datasheets-plugin.ts).
  kitsAllowed('products-mfe', ['src/datasheets/**'], { node: true }),
];

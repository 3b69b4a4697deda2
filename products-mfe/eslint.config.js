import { siteLintConfig } from '@site/tooling/config/eslintConfig';

// The datasheet PDFs are made in Node at build time (datasheets/, outside the browser's src/).
export default siteLintConfig({ app: 'products-mfe' });

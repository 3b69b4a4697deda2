import { siteLintConfig } from '@site/shared/build/eslint-config';

export default siteLintConfig({ app: 'products-mfe' });

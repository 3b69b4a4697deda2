import { siteLintConfig } from '@site/tooling/config/eslintConfig';

export default siteLintConfig({ app: 'services-mfe' });

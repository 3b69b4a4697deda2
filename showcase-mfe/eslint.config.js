import { siteLintConfig } from '@site/tooling/config/eslint-config';

export default siteLintConfig({ app: 'showcase-mfe' });

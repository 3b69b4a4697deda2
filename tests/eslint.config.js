import { siteLintConfig } from '@site/shared/lint';

export default siteLintConfig({ app: 'tests' });

import { siteLintConfig } from './build/eslint-config.js';

export default siteLintConfig({ app: 'shared' });

import { siteLintConfig } from '../tooling/config/eslintConfig.js';

export default siteLintConfig({ app: 'server', runsIn: 'node' });

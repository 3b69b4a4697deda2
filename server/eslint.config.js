import { siteLintConfig } from '../tooling/config/eslint-config.js';

export default siteLintConfig({ app: 'server', runsIn: 'node' });

// @ts-check
// `pnpm lint`, its steps side by side: ESLint over every package (lintWorkspace.js), Prettier,
// the paths named in docs and comments (tooling/docs/checkPaths.js) and the content files'
// layout (tooling/content/fileLayout.js). ESLint and Prettier each keep one core busy.
import { runSideBySide } from '../sideBySide.js';

const passed = await runSideBySide([
  { name: 'ESLint', command: 'node tooling/lint/lintWorkspace.js' },
  { name: 'Prettier', command: 'prettier --check --log-level=warn .' },
  { name: 'paths in docs and comments', command: 'node tooling/docs/checkPaths.js' },
  { name: 'content files\u2019 layout', command: 'node tooling/content/fileLayout.js' },
]);
if (!passed) process.exitCode = 1;

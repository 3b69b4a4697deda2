import { kitsAllowed, siteLintConfig } from '@site/tooling/config/eslintConfig';

export default [
  ...siteLintConfig({ app: 'shell' }),
  // The shell makes the one router the remotes share.
  kitsAllowed('shell', [
    'src/app/App.tsx',
    'src/app/SiteRouter.tsx',
    'src/app/AppRoutes.tsx',
    'src/app/staticRender.tsx',
  ]),
];

import { defineConfig, mergeConfig } from 'vite';
import { siteViteConfig } from '@site/tooling/config/viteConfig';
import { datasheetsPlugin } from './datasheets/datasheetsPlugin.ts';

export default defineConfig((env) =>
  mergeConfig(
    siteViteConfig(
      { appRoot: import.meta.dirname, port: 5172, exposes: { './section': './src/section.ts' } },
      env,
    ),
    { plugins: [datasheetsPlugin({ appRoot: import.meta.dirname })] },
  ),
);

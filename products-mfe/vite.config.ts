import { defineConfig, mergeConfig } from 'vite';
import { siteViteConfig } from '@site/shared/vite';
import { datasheetsPlugin } from './scripts/datasheets-plugin';

export default defineConfig(
  mergeConfig(
    siteViteConfig({
      appRoot: import.meta.dirname,
      federationName: 'products_mfe',
      port: 5172,
      exposes: {
        './section': './src/section.ts',
        './navigation': './src/navigation.ts',
      },
    }),
    { plugins: [datasheetsPlugin({ appRoot: import.meta.dirname })] },
  ),
);

import { defineConfig } from 'vite';
import { siteViteConfig } from '@site/shared/vite';

export default defineConfig(
  siteViteConfig({
    appRoot: import.meta.dirname,
    federationName: 'showcase_mfe',
    port: 5173,
    exposes: {
      './section': './src/section.ts',
      './navigation': './src/navigation.ts',
    },
  }),
);

import { defineConfig } from 'vite';
import { siteViteConfig } from '@site/shared/vite';

export default defineConfig(
  siteViteConfig({
    appRoot: import.meta.dirname,
    federationName: 'services_mfe',
    port: 5171,
    exposes: {
      './section': './src/section.ts',
      './navigation': './src/navigation.ts',
    },
  }),
);

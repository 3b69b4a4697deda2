import { defineConfig } from 'vite';
import { siteViteConfig } from '@site/shared/build/vite-config';

export default defineConfig((env) =>
  siteViteConfig(
    { appRoot: import.meta.dirname, port: 5171, exposes: { './section': './src/section.ts' } },
    env,
  ),
);

import { defineConfig } from 'vite';
import { siteViteConfig } from '@site/tooling/config/viteConfig';

export default defineConfig((env) =>
  siteViteConfig(
    { appRoot: import.meta.dirname, port: 5171, exposes: { './section': './src/section.ts' } },
    env,
  ),
);

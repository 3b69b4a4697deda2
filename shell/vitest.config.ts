import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from '@site/tooling/config/viteConfig';

export default defineConfig(siteVitestConfig());

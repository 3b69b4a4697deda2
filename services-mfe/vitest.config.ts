import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from '@site/tooling/config/vite-config';

export default defineConfig(siteVitestConfig());

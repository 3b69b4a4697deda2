import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from '@site/shared/build/vite-config';

export default defineConfig(siteVitestConfig());

import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from '@site/shared/vite';

export default defineConfig(siteVitestConfig());

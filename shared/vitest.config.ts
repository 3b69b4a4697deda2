import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from './build/vite-config.js';

export default defineConfig(siteVitestConfig());

import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from './config/viteConfig.js';

export default defineConfig(siteVitestConfig());

import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from '../tooling/config/viteConfig.js';

export default defineConfig(siteVitestConfig());

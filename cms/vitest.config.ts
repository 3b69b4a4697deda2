import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from '../tooling/config/vite-config.js';

export default defineConfig(siteVitestConfig());

import { defineConfig } from 'vitest/config';
import { siteVitestConfig } from './config/vite-config.js';

export default defineConfig(siteVitestConfig());

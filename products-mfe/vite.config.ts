import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationDefaults, sharedDependencies } from '@site/shared/federation';

export default defineConfig({
  base: './',
  plugins: [
    react(),
    federation({
      ...federationDefaults,
      name: 'products_mfe',
      exposes: {
        './section': './src/section.tsx',
        './navigation': './src/navigation.ts',
      },
      shared: sharedDependencies(import.meta.dirname),
    }),
  ],
  server: { port: 5172, strictPort: true, origin: 'http://localhost:5172' },
  preview: { port: 5172, strictPort: true },
  build: { target: 'es2022' },
});

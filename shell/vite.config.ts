import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationDefaults, sharedDependencies } from '@site/shared/federation';

export default defineConfig({
  plugins: [
    react(),
    federation({
      ...federationDefaults,
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(import.meta.dirname),
    }),
  ],
  server: { port: 5170, strictPort: true },
  preview: { port: 5170, strictPort: true },
  build: { target: 'es2022' },
});

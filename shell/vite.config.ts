import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { siteViteConfig } from '@site/shared/vite';

/** In `pnpm dev`, remotes.json names the three remote dev servers instead of the built folders. */
const devRemotes: Plugin = {
  name: 'site-dev-remotes',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use('/remotes.json', (_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          remotes: {
            services: 'http://localhost:5171/mf-manifest.json',
            products: 'http://localhost:5172/mf-manifest.json',
            showcase: 'http://localhost:5173/mf-manifest.json',
          },
        }),
      );
    });
  },
};

export default defineConfig(
  mergeConfig(
    siteViteConfig({
      appRoot: import.meta.dirname,
      federationName: 'shell',
      port: 5170,
      isHost: true,
    }),
    {
      plugins: [devRemotes],
      optimizeDeps: {
        include: [
          'react-router-dom > react-router > cookie',
          'react-router-dom > react-router > set-cookie-parser',
        ],
      },
    },
  ),
);

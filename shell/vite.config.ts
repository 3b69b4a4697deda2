import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { siteViteConfig } from '@site/tooling/config/viteConfig';
import remotes from './public/remotes.json' with { type: 'json' };

/** In `pnpm dev`, remotes.json names the three remote dev servers instead of the built folders. */
const devRemotes: Plugin = {
  name: 'site-dev-remotes',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use('/remotes.json', (_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          ...remotes,
          remotes: {
            services_mfe: 'http://localhost:5171/mf-manifest.json',
            products_mfe: 'http://localhost:5172/mf-manifest.json',
            showcase_mfe: 'http://localhost:5173/mf-manifest.json',
          },
        }),
      );
    });
  },
};

export default defineConfig((env) =>
  mergeConfig(siteViteConfig({ appRoot: import.meta.dirname, port: 5170, isHost: true }, env), {
    plugins: [devRemotes],
  }),
);

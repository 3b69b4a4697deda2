import { createServer, type Plugin } from 'vite';
import { readDatasheetFonts } from './datasheetFonts.ts';
import type { DatasheetFile, renderDatasheets } from './renderDatasheets';

const datasheetRequest = /^\/datasheets\/(?:az|tr|en|ru)\/[a-z0-9-]+\.pdf$/;

/**
 * Loads the typed product data and the locale files through a bare Vite server (no federation),
 * so their SVG and JSON imports resolve as in the app, and keeps it open until every PDF is made.
 */
async function render(
  appRoot: string,
  wanted?: (fileName: string) => boolean,
): Promise<DatasheetFile[]> {
  const server = await createServer({
    root: appRoot,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/datasheets/renderDatasheets.ts')) as {
      renderDatasheets: typeof renderDatasheets;
    };
    return await module.renderDatasheets(await readDatasheetFonts(), wanted);
  } finally {
    await server.close();
  }
}

/**
 * The datasheet PDFs: built from the product data in every language and emitted as
 * `datasheets/<lng>/<file>.pdf` at the root of the build; the dev server makes them on request.
 */
export function datasheetsPlugin({ appRoot }: { appRoot: string }): Plugin {
  return {
    name: 'products-datasheets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
        if (!datasheetRequest.test(pathname)) return next();
        render(appRoot, (fileName) => `/${fileName}` === pathname)
          .then(([file]) => {
            response.statusCode = file ? 200 : 404;
            response.setHeader('Content-Type', file ? 'application/pdf' : 'text/plain');
            response.end(file ? file.source : 'No such datasheet');
          })
          .catch(next);
      });
    },
    async generateBundle() {
      for (const { fileName, source } of await render(appRoot)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

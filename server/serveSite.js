// @ts-check
import { createSiteServer } from './siteServer.js';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

createSiteServer().listen(port, host, () => {
  console.log(`Composed site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});

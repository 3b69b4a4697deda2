// @ts-check
// `pnpm artwork [app ...]`: draws the placeholder images of the apps named (all four by default)
// into `<app>/src/assets/artwork/`, where they are committed. Run it again after changing a slot;
// a picture depends only on its slot, so files whose drawing did not change stay the same.
import path from 'node:path';
import { writeArtwork } from './writeArtwork.js';

const workspace = path.resolve(import.meta.dirname, '..');
const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe'];

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = wanted.filter((app) => !apps.includes(app));
if (unknown.length > 0) {
  console.error(`No artwork slots for ${unknown.join(', ')}; the apps are ${apps.join(', ')}.`);
  process.exit(1);
}
for (const app of wanted.length > 0 ? wanted : apps) {
  const { slots } = await import(`./slots/${app}/index.js`);
  await writeArtwork(path.join(workspace, app, 'src/assets/artwork'), slots);
}

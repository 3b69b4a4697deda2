// Builds products-mfe against a *newer* copy of shared/ (a changed UI part, a shared word the
// shell has never seen, an extra contract field) into tests/.fixtures/products-next, for the
// version-skew browser test: a remote deployed after shared/ moved on must still render.
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');
const next = path.join(workspace, 'tests/.fixtures/shared-next');
const outDir = path.join(workspace, 'tests/.fixtures/products-next');

await rm(next, { recursive: true, force: true });
await mkdir(next, { recursive: true });
await cp(path.join(workspace, 'shared'), next, {
  recursive: true,
  filter: (source) => !source.includes('node_modules'),
});
await symlink(path.join(workspace, 'shared/node_modules'), path.join(next, 'node_modules'));
await writeFile(
  path.join(next, 'tsconfig.json'),
  JSON.stringify({ extends: path.join(workspace, 'tsconfig.base.json'), include: ['src'] }),
);

const markers = {
  az: 'Kataloq yeni paylaşılan paketlə yığılıb',
  tr: 'Katalog yeni ortak paketle derlendi',
  en: 'Catalogue built with the next shared package',
  ru: 'Каталог собран с новой версией общего пакета',
};
for (const [language, text] of Object.entries(markers)) {
  const file = path.join(next, `src/locales/${language}/common.json`);
  const messages = JSON.parse(await readFile(file, 'utf8'));
  await writeFile(file, JSON.stringify({ ...messages, skew: { marker: text } }));
}
const intro = path.join(next, 'src/ui/page/PageIntro.tsx');
await writeFile(
  intro,
  (await readFile(intro, 'utf8'))
    .replace(
      "import type { ReactNode } from 'react';",
      "import type { ReactNode } from 'react';\nimport { useTranslation } from '@site/translation';",
    )
    .replace(
      '  return (\n    <header',
      '  const { t } = useTranslation(\'common\');\n  return (\n    <header data-shared="next"',
    )
    .replace(
      '{eyebrow ? <p',
      '<p className="eyebrow" data-skew>{t(\'skew.marker\')}</p>\n        {eyebrow ? <p',
    ),
);

const exports = JSON.parse(await readFile(path.join(next, 'package.json'), 'utf8')).exports;
await build({
  root: path.join(workspace, 'products-mfe'),
  configFile: path.join(workspace, 'products-mfe/vite.config.ts'),
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'next-shared',
      enforce: 'pre',
      resolveId(source) {
        const match = /^@site\/shared(\/.*)?$/.exec(source);
        const target = match ? exports[`.${match[1] ?? ''}`] : undefined;
        return target ? path.join(next, target) : null;
      },
    },
  ],
});
console.log(`Built products-mfe against the next shared/ into ${path.relative(workspace, outDir)}`);

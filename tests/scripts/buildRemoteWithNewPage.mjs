// Builds showcase-mfe with one more top-level page, /faq, into tests/.fixtures/showcase-faq,
// for the browser test that adds a page to a remote without a shell build: the remote is
// rebuilt alone, re-pointed in remotes.json with a new mount, and its section prerendered.
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');
const source = path.join(workspace, 'tests/.fixtures/showcase-faq-src');
const outDir = path.join(workspace, 'tests/.fixtures/showcase-faq');

await rm(source, { recursive: true, force: true });
await mkdir(source, { recursive: true });
await cp(path.join(workspace, 'showcase-mfe'), source, {
  recursive: true,
  filter: (file) => !/node_modules|[\\/]dist$/.test(file),
});
await symlink(path.join(workspace, 'showcase-mfe/node_modules'), path.join(source, 'node_modules'));
const tsconfig = path.join(source, 'tsconfig.json');
await writeFile(
  tsconfig,
  (await readFile(tsconfig, 'utf8')).replace(
    '"../tsconfig.base.json"',
    JSON.stringify(path.join(workspace, 'tsconfig.base.json')),
  ),
);

await mkdir(path.join(source, 'src/pages/faq'), { recursive: true });
await writeFile(
  path.join(source, 'src/pages/faq/FaqPage.tsx'),
  `import { PageMeta } from '@site/shared/seo/PageMeta';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { useLanguage } from '@site/shared/ui/links/useLanguage';

const words = {
  az: ['Tez-tez verilən suallar', 'Sifariş, çatdırılma və servis haqqında cavablar bir yerdə.'],
  tr: ['Sıkça sorulan sorular', 'Sipariş, teslimat ve servisle ilgili yanıtlar tek bir yerde.'],
  en: ['Frequently asked questions', 'Answers about orders, delivery and service in one place.'],
  ru: ['Частые вопросы', 'Ответы о заказе, доставке и сервисе в одном месте.'],
};

export default function FaqPage() {
  const [title, text] = words[useLanguage()];
  return (
    <>
      <PageMeta title={title} description={\`\${text} \${text}\`} />
      <PageIntro title={title}>
        <p>{text}</p>
      </PageIntro>
    </>
  );
}
`,
);
const section = path.join(source, 'src/section.ts');
await writeFile(
  section,
  (await readFile(section, 'utf8')).replace(
    '  ],\n  loadMessages',
    `    page('faq', () => import('./pages/faq/FaqPage'), {
      menu: { az: 'Suallar', tr: 'Sorular', en: 'Questions', ru: 'Вопросы' },
    }),
  ],
  loadMessages`,
  ),
);

await build({
  root: source,
  configFile: path.join(source, 'vite.config.ts'),
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
});
console.log(`Built showcase-mfe with a new /faq page into ${path.relative(workspace, outDir)}`);

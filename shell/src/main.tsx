import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/runtime';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { SectionModule } from '@site/shared';

async function start() {
  const config = await (await fetch('/remotes.json')).json();
  registerRemotes([{ name: 'products_mfe', entry: new URL(config.remotes.products, location.href).href }]);
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: {} });
  const Products = lazy(async () => {
    const mod = (await loadRemote('products_mfe/section')) as { section: SectionModule };
    const bundles = await mod.section.loadMessages('en');
    for (const [ns, m] of Object.entries(bundles)) i18n.addResourceBundle('en', ns, m);
    (window as any).__remoteReact = mod;
    return { default: mod.section.Routes };
  });
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path=":lng/*" element={<Suspense fallback={<p>loading</p>}><Products /></Suspense>} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>,
  );
}
start();

import type { SectionManifest } from '@site/shared/contract/manifest';
import { federationNameOf } from '@site/shared/contract/remotes';
import { page, type PageModule } from '@site/shared/contract/routes';
import { name } from '../package.json';
import { serviceLabel, serviceMenuLabel, serviceSlugs } from './content/servicePages';
import { homeLinks } from './homeLinks';
import { loadServicesMessages, servicePageWords } from './messages';

/** Each page's module, by folder: `./pages/<slug>/<Name>Page.tsx`, loaded when first shown. */
const pageModules = import.meta.glob<PageModule>('./pages/*/*Page.tsx');

function pageModule(folder: string) {
  const file = Object.keys(pageModules).find((path) => path.startsWith(`./pages/${folder}/`));
  const load = file ? pageModules[file] : undefined;
  if (!load) throw new Error(`services-mfe has no page in pages/${folder}/`);
  return load;
}

/** Everything the metal-construction team owns: /services and every service page below it. */
export const section: SectionManifest = {
  federationName: federationNameOf(name),
  routes: [
    page('services', pageModule('services-index'), {
      menu: serviceLabel('services'),
      overview: serviceLabel('index'),
    }),
    ...serviceSlugs.map((slug) =>
      page(`services/${slug}`, pageModule(slug), {
        menu: serviceMenuLabel(slug),
        words: servicePageWords(slug),
      }),
    ),
  ],
  homeLinks,
  loadMessages: loadServicesMessages,
};

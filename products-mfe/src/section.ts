import type { SectionModule } from '@site/shared';
import { loadProductsMessages } from './messages';
import { productPaths } from './paths';
import { ProductsRoutes } from './ProductsRoutes';

/** The remote contract: what the shell mounts under /:lng/products. */
export const section: SectionModule = {
  name: 'products',
  Routes: ProductsRoutes,
  paths: productPaths,
  loadMessages: loadProductsMessages,
};

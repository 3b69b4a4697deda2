import { SaveCatalogue } from '@site/shared/offline/SaveCatalogue';

/** "Save the catalogue for offline use": every page below /products, on its main pages. */
export function OfflineCatalogue() {
  return <SaveCatalogue section="products" />;
}

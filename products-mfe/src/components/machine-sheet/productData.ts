import { absoluteUrl } from '@site/shared/seo/site';

/** schema.org Product: name, image, description and category; no price or review is invented. */
export function productData(product: {
  name: string;
  description: string;
  image: string;
  category: string;
  model?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    // Asset URLs resolve against the page; the site's own origin is the one that counts.
    image: absoluteUrl(new URL(product.image, 'http://asset.invalid/').pathname),
    category: product.category,
    ...(product.model ? { model: product.model } : {}),
  };
}

import { company, openingHours } from '../company/company';
import { absoluteUrl } from './site';

/** schema.org Organization, for the home page. */
export function organizationData(description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.legalName,
    alternateName: company.brandName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    description,
    email: company.email,
    telephone: company.phone.dial,
    foundingDate: String(company.foundedParent),
  };
}

const dayNames = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
} as const;

/** schema.org LocalBusiness with address and opening hours, for the contact page. */
export function localBusinessData(address: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: company.legalName,
    url: absoluteUrl('/'),
    image: absoluteUrl('/og-image.png'),
    description,
    email: company.email,
    telephone: company.phone.dial,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address,
      addressLocality: 'Baku',
      addressCountry: 'AZ',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: company.map.latitude,
      longitude: company.map.longitude,
    },
    openingHoursSpecification: openingHours
      .filter((hours) => hours.opens && hours.closes)
      .map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: dayNames[hours.day],
        opens: hours.opens,
        closes: hours.closes,
      })),
  };
}

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

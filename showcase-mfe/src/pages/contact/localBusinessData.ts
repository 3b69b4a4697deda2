import { company, openingHours } from '@site/shared/company/company';
import type { Language } from '@site/shared/i18n/languages';
import { absoluteUrl } from '@site/shared/seo/site';

const dayNames = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
} as const;

/** schema.org LocalBusiness with address and opening hours, for the contact page. */
export function localBusinessData(language: Language, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: company.legalName[language],
    url: absoluteUrl('/'),
    image: absoluteUrl('/og-image.png'),
    description,
    email: company.email,
    telephone: company.phone.dial,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address[language],
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

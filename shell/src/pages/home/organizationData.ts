import { company } from '@site/shared/company/company';
import type { Language } from '@site/shared/i18n/languages';
import { absoluteUrl } from '@site/shared/seo/site';

/** schema.org Organization, for the home page. */
export function organizationData(language: Language, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.legalName[language],
    alternateName: company.brandName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    description,
    email: company.email,
    telephone: company.phone.dial,
    foundingDate: String(company.foundedParent),
  };
}

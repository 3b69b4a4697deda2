export { PageMeta } from './PageMeta';
export { absoluteUrl, languageUrl, siteOrigin } from './site';
export { localBusinessData, organizationData, productData } from './structuredData';

import { useLocation } from '@site/router';
import { company } from '../company/company';
import { languages } from '../i18n/languages';
import { splitLanguage } from '../links/sitePath';
import { useLanguage } from '../ui/links/useLanguage';
import { absoluteUrl, languageUrl, openGraphLocales } from './site';

interface PageMetaProps {
  title: string;
  description: string;
  /** Open Graph type: a product page says `product`. */
  type?: 'website' | 'product';
  /** Structured data for search engines (schema.org), as plain objects. */
  structuredData?: object | readonly object[];
  /** A page of the visitor's own choices: search engines leave it out. */
  noindex?: boolean;
}

/**
 * The head of a page: title, description, canonical URL, the page in the four languages and
 * x-default, Open Graph tags and structured data. React hoists the tags into <head>.
 */
export function PageMeta({
  title,
  description,
  type = 'website',
  structuredData,
  noindex = false,
}: PageMetaProps) {
  const language = useLanguage();
  const { path } = splitLanguage(useLocation().pathname);
  const fullTitle = title.includes(company.brandName) ? title : `${title} | ${company.brandName}`;
  const url = languageUrl(language, path);
  const json = structuredData ? JSON.stringify(structuredData).replace(/</g, '\\u003c') : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {languages.map((alternate) => (
        <link
          key={alternate}
          rel="alternate"
          hrefLang={alternate}
          href={languageUrl(alternate, path)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={languageUrl('x-default', path)} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={openGraphLocales[language]} />
      <meta property="og:image" content={absoluteUrl('/og-image.png')} />
      <meta name="twitter:card" content="summary_large_image" />
      {json ? <script type="application/ld+json">{json}</script> : null}
    </>
  );
}

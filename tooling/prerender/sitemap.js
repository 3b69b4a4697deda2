// @ts-check
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '@site/shared/i18n/siteLanguages';

/**
 * sitemap.xml (every listed page in every language, with its alternates) and robots.txt.
 * @param {{ out: string; origin: string; paths: string[]; unlisted: string[] }} options
 */
export async function writeSitemap({ out, origin, paths, unlisted }) {
  /** @type {(language: string, pagePath: string) => string} */
  const url = (language, pagePath) => `${origin}/${language}${pagePath ? `/${pagePath}` : ''}`;
  const hidden = new Set(unlisted);
  const entries = paths
    .filter((pagePath) => !hidden.has(pagePath))
    .map((pagePath) =>
      languages
        .map(
          (language) =>
            `<url><loc>${url(language, pagePath)}</loc>${languages
              .map(
                (alt) =>
                  `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, pagePath)}"/>`,
              )
              .join(
                '',
              )}<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/${pagePath}"/></url>`,
        )
        .join('\n'),
    );
  await writeFile(
    path.join(out, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    path.join(out, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}

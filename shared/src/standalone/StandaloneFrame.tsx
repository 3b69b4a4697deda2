import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@site/translation';
import { Link, Navigate, useLocation, useParams } from '@site/router';
import type { SectionManifest } from '../contract/manifest';
import { summarizeSection } from '../contract/sectionPages';
import { isLanguage, languageNames, languages } from '../i18n/languages';
import { switchLanguage, withLanguage } from '../links/sitePath';
import { LocalLink } from '../ui/links/LocalLink';
import { useLanguage } from '../ui/links/useLanguage';
import { loadStandaloneLanguage } from './loadStandaloneLanguage';
import styles from './StandaloneFrame.module.css';

interface StandaloneFrameProps {
  section: SectionManifest;
  children: ReactNode;
}

/** A plain developer frame: the remote's pages and the four languages, no shell needed. */
export function StandaloneFrame({ section, children }: StandaloneFrameProps) {
  const { lng } = useParams();
  const { i18n } = useTranslation();
  const location = useLocation();
  const language = useLanguage();

  useEffect(() => {
    if (isLanguage(lng) && i18n.language !== lng) void loadStandaloneLanguage(i18n, section, lng);
  }, [lng, i18n, section]);

  if (!isLanguage(lng)) return <Navigate replace to={withLanguage(location.pathname, language)} />;
  return (
    <>
      <header className={styles.frame}>
        <strong>{section.federationName} (standalone)</strong>
        <nav aria-label={section.federationName}>
          {summarizeSection(section)
            .menus.flatMap((menu) => [menu, ...menu.pages])
            .map((item) => (
              <LocalLink key={item.path} to={item.path}>
                {item.label[language]}
              </LocalLink>
            ))}
        </nav>
        <nav aria-label="Language">
          {languages.map((target) => (
            <Link
              key={target}
              to={switchLanguage(location, target)}
              lang={target}
              hrefLang={target}
            >
              {languageNames[target]}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main">{children}</main>
    </>
  );
}

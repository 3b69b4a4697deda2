import { useTranslation } from '@site/translation';
import { LocalLink } from '../links/LocalLink';
import styles from './Status.module.css';

interface NotFoundPageProps {
  /** The site's sections, offered as ways on (the shell passes its menu). */
  sections?: { label: string; links: readonly { path: string; label: string }[] };
}

/** The localized not-found page, in the shell and inside every remote's subtree. */
export function NotFoundPage({ sections }: NotFoundPageProps) {
  const { t } = useTranslation('common');
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="not-found-title">
      <title>{t('notFound.documentTitle')}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <LocalLink to="" className="button button-primary">
        {t('notFound.home')}
      </LocalLink>
      {sections?.links.length ? (
        <nav aria-label={sections.label}>
          <ul className={styles.sections}>
            {sections.links.map((link) => (
              <li key={link.path}>
                <LocalLink to={link.path}>{link.label}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

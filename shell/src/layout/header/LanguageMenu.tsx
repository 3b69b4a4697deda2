import { useTranslation } from '@site/translation';
import { Link, useLocation } from '@site/router';
import { languageNames, languages } from '@site/shared/i18n/languages';
import { rememberLanguage } from '@site/shared/i18n/languageChoice';
import { switchLanguage } from '@site/shared/links/sitePath';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import menuStyles from '../Menu.module.css';
import { useMenu } from '../useMenu';
import styles from './LanguageMenu.module.css';

/** Opens the same page in another language and remembers the choice. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const current = useLanguage();
  const location = useLocation();
  const { open, close, toggle, listId, rootRef, triggerRef } = useMenu<HTMLDivElement>();

  return (
    <div ref={rootRef} className={styles.language}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className={styles.trigger}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.globe}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={current}>{current.toUpperCase()}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={`${menuStyles.menu} ${styles.menu}`}
        aria-label={t('language.label')}
      >
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={switchLanguage(location, language)}
              lang={language}
              hrefLang={language}
              className={menuStyles.item}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                rememberLanguage(language);
                close();
              }}
            >
              <span className={styles.code} aria-hidden="true">
                {language.toUpperCase()}
              </span>
              {languageNames[language]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

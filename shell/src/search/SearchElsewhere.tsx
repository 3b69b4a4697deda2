import { useTranslation } from '@site/translation';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { useMainMenu } from '../layout/useMainMenu';
import styles from './Search.module.css';

/** When nothing is found: the site's sections, and a chat that already says what was sought. */
export function SearchElsewhere({ query, onChoose }: { query: string; onChoose?: () => void }) {
  const { t } = useTranslation('shell');
  const sections = useMainMenu().filter((entry) => entry.path !== '');
  return (
    <div className={styles.elsewhere}>
      <p>{t('search.elsewhere')}</p>
      <ul className={styles.sections}>
        {sections.map((entry) => (
          <li key={entry.path}>
            <LocalLink to={entry.path} onClick={onChoose}>
              {entry.label}
            </LocalLink>
          </li>
        ))}
      </ul>
      <ChatLink className="button button-whatsapp" message={t('search.askMessage', { query })}>
        {t('search.ask')}
      </ChatLink>
    </div>
  );
}

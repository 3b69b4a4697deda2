import { useTranslation } from '@site/translation';
import { openingHours } from '../../company/company';
import styles from './OpeningHours.module.css';

/** Working hours: weekdays 08:30-18:00, Saturday 09:00-13:00, Sunday closed. */
export function OpeningHours({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <dl className={`${styles.hours} ${className ?? ''}`}>
      {openingHours.map(({ day, opens, closes }) => (
        <div key={day} className={styles.row}>
          <dt>{t(`hours.${day}`)}</dt>
          <dd>
            {opens && closes ? (
              <>
                <time>{opens}</time>–<time>{closes}</time>
              </>
            ) : (
              t('hours.closed')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

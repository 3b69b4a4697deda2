import { formatNumber } from '@site/shared/format/numberFormat';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { useId } from 'react';
import { useTranslation } from '@site/translation';
import styles from './RatingStars.module.css';

export const maxRating = 5;

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled to the rating (4.8 fills four and most of the fifth). */
export function RatingStars({ value }: { value: number }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const id = useId();
  const rating = Math.min(maxRating, Math.max(0, value));
  const shown = formatNumber(rating, language, 1);
  return (
    <span className={styles.rating} data-pagefind-ignore>
      <span
        className={styles.stars}
        role="img"
        aria-label={t('rating.label', { value: shown, max: maxRating })}
      >
        {Array.from({ length: maxRating }, (_, star) => {
          const fill = Math.round(Math.min(1, Math.max(0, rating - star)) * 100);
          const gradient = `${id}-star-${star}`;
          return (
            <svg key={star} viewBox="0 0 24 24" className={styles.star}>
              <defs>
                <linearGradient id={gradient}>
                  <stop offset={`${fill}%`} className={styles.on} />
                  <stop offset={`${fill}%`} className={styles.off} />
                </linearGradient>
              </defs>
              <path d={starPath} fill={`url(#${gradient})`} />
            </svg>
          );
        })}
      </span>
      <span className={styles.value} aria-hidden="true">
        {shown}
      </span>
    </span>
  );
}

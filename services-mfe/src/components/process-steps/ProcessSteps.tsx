import { useTranslation } from '@site/translation';
import type { FourSteps } from '../../content/types';
import styles from './ProcessSteps.module.css';

/** The four steps of a job, in order, joined by a line on wide screens. */
export function ProcessSteps({ steps }: { steps: FourSteps }) {
  const { t } = useTranslation('services');
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{t(step.title)}</h3>
          <p className={styles.text}>{t(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}

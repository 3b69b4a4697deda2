import { useTranslation } from '@site/translation';
import type { HeroContent } from '../../content/types';
import styles from './Hero.module.css';

/** The top of a service page: label, the one h1, a lead paragraph and key figures. */
export function Hero({ hero }: { hero: HeroContent }) {
  const { t } = useTranslation('services');
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={`eyebrow ${styles.eyebrow}`}>{t(hero.eyebrow)}</p>
        <h1 className={styles.title}>{t(hero.title)}</h1>
        <p className={styles.lead}>{t(hero.lead)}</p>
        <dl className={styles.facts}>
          {hero.facts.map((fact) => (
            <div key={fact.id} className={styles.fact}>
              <dt className={styles.label}>{t(fact.label)}</dt>
              <dd className={styles.value}>{t(fact.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

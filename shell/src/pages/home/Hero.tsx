import { useTranslation } from '@site/translation';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { Starfield } from './Starfield';
import styles from './Hero.module.css';

export function Hero() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Starfield className={styles.stars} />
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.text}>{t('home.hero.text')}</p>
        <div className={styles.actions}>
          <LocalLink to="services" className="button button-primary">
            {t('home.hero.discover')}
          </LocalLink>
          <ChatLink message={t('home.hero.chatMessage')} className="button button-light">
            {t('home.hero.chat')}
          </ChatLink>
        </div>
      </div>
    </section>
  );
}

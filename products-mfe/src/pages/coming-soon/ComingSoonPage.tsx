import { useTranslation } from 'react-i18next';
import { PageMeta } from '@site/shared/seo';
import { ChatLink, PageIntro, SiteImage } from '@site/shared/ui';
import { BackLink } from '../../components/back-link/BackLink';
import type { ComingSoonLine } from './content';
import styles from './ComingSoonPage.module.css';

export function ComingSoonPage({ line }: { line: ComingSoonLine }) {
  const { t } = useTranslation('products');
  const { category } = line;
  const name = t(category.name);
  const plannedId = `${category.id}-planned`;
  const askId = `${category.id}-ask`;
  return (
    <>
      <PageMeta title={t(line.metaTitle)} description={t(line.metaDescription)} />
      <PageIntro eyebrow={t('comingSoon.eyebrow')} title={name}>
        <p>{t(line.intro)}</p>
      </PageIntro>
      <div className={`container section ${styles.layout}`}>
        <div className={styles.text}>
          <p className={styles.note}>{t(line.note)}</p>
          <section aria-labelledby={plannedId}>
            <h2 id={plannedId}>{t('comingSoon.planned')}</h2>
            <ul className={styles.planned}>
              {category.features.map((feature) => (
                <li key={feature}>{t(feature)}</li>
              ))}
            </ul>
          </section>
          <section className={styles.ask} aria-labelledby={askId}>
            <h2 id={askId}>{t('comingSoon.askTitle')}</h2>
            <p>{t('comingSoon.askText')}</p>
            <ChatLink message={t(line.message)} className="button button-whatsapp">
              {t('comingSoon.ask')}
            </ChatLink>
          </section>
          <BackLink to="products">{t('comingSoon.back')}</BackLink>
        </div>
        <SiteImage
          src={category.image.src}
          alt={t(category.image.alt)}
          width={category.image.width}
          height={category.image.height}
          fallback={name}
          className={styles.image}
        />
      </div>
    </>
  );
}

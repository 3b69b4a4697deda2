import { useLocation } from '@site/router';
import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import { BackLink } from '../../components/back-link/BackLink';
import { comingSoonLines } from './content';
import styles from './ComingSoonPage.module.css';

/** /products/compressors, /industrial-scales, /generators: the line named by the address. */
export default function ComingSoonPage() {
  const { t } = useTranslation('products');
  const { pathname } = useLocation();
  const line =
    comingSoonLines.find((candidate) => pathname.endsWith(`/${candidate.category.path}`)) ??
    comingSoonLines[0]!;
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
          sizes={gridSizes({ 0: 1, 960: 2 })}
          className={styles.image}
        />
      </div>
    </>
  );
}

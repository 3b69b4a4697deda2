import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { CardGrid } from '@site/shared/ui/card/Card';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { CompareTray } from '../../components/compare/CompareTray';
import { productCategories } from './categories';
import { CategoryCard } from './CategoryCard';
import styles from './CatalogPage.module.css';
import { OfflineCatalogue } from '../../components/offline-catalogue/OfflineCatalogue';

export default function CatalogPage() {
  const { t } = useTranslation('products');
  return (
    <>
      <PageMeta title={t('meta.catalogTitle')} description={t('meta.catalogDescription')} />
      <PageIntro eyebrow={t('catalog.eyebrow')} title={t('catalog.title')}>
        <p>{t('catalog.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('catalog.title')}>
        <div className="container">
          <CardGrid>
            {productCategories.map((category, index) => (
              <CategoryCard key={category.id} category={category} priority={index === 0} />
            ))}
          </CardGrid>
        </div>
      </section>
      <section className={`section section-muted ${styles.ask}`} aria-labelledby="catalog-ask">
        <div className="container">
          <h2 id="catalog-ask">{t('catalog.askTitle')}</h2>
          <p>{t('catalog.askText')}</p>
          <ChatLink message={t('catalog.askMessage')} className="button button-whatsapp">
            {t('catalog.ask')}
          </ChatLink>
        </div>
      </section>
      <OfflineCatalogue />
      <CompareTray />
    </>
  );
}

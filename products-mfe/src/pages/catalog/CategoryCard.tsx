import { useTranslation } from '@site/translation';
import { Card } from '@site/shared/ui/card/Card';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { maxCardFeatures, type ProductCategory } from './categories';
import styles from './CatalogPage.module.css';

export function CategoryCard({
  category,
  priority,
}: {
  category: ProductCategory;
  priority?: boolean;
}) {
  const { t } = useTranslation('products');
  const shown = category.features.slice(0, maxCardFeatures);
  const hidden = category.features.length - shown.length;
  const name = t(category.name);
  return (
    <Card
      title={name}
      priority={priority}
      image={{ ...category.image, alt: t(category.image.alt) }}
      action={
        <LocalLink to={category.path} className="button button-secondary">
          {t(category.comingSoon ? 'catalog.preview' : 'catalog.view')}
          <span className="visually-hidden">: {name}</span>
        </LocalLink>
      }
    >
      {category.comingSoon ? <p className={styles.badge}>{t('catalog.comingSoon')}</p> : null}
      <p>{t(category.description)}</p>
      <ul className={styles.features}>
        {shown.map((feature) => (
          <li key={feature}>{t(feature)}</li>
        ))}
      </ul>
      <p className={styles.count}>
        {t('catalog.featureCount', { count: category.features.length })}
        {hidden > 0 ? <span> · {t('catalog.moreFeatures', { count: hidden })}</span> : null}
      </p>
    </Card>
  );
}

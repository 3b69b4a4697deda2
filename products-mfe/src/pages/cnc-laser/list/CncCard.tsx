import { useTranslation } from '@site/translation';
import { Card } from '@site/shared/ui/card/Card';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { CompareToggle } from '../../../components/compare/CompareToggle';
import { maxCardFeatures, type CncProductCard } from './content';
import styles from './CncLaserListPage.module.css';

interface CncCardProps {
  card: CncProductCard;
  headingLevel?: 2 | 3;
}

/**
 * A machine on the list: image, name, category, summary, its first features, a link and a
 * place in the comparison.
 */
export function CncCard({ card, headingLevel = 2 }: CncCardProps) {
  const { t } = useTranslation('products');
  const name = t(card.name);
  return (
    <Card
      title={name}
      headingLevel={headingLevel}
      image={{ ...card.image, alt: t(card.image.alt, { name }) }}
      action={
        <div className={styles.actions}>
          <LocalLink to={card.detailPath} className="button button-secondary">
            {t('cnc.list.details')}
            <span className="visually-hidden">: {name}</span>
          </LocalLink>
          <CompareToggle id={card.id} name={name} />
        </div>
      }
    >
      <p className={styles.category}>{t(card.category)}</p>
      <p>{t(card.description)}</p>
      <ul className={styles.features}>
        {card.features.slice(0, maxCardFeatures).map((feature) => (
          <li key={feature}>{t(feature)}</li>
        ))}
      </ul>
    </Card>
  );
}

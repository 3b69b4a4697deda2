import { useTranslation } from '@site/translation';
import { Card, CardGrid } from '@site/shared/ui/card/Card';
import type { ServiceItem } from '../../content/types';

interface FeatureCardsProps {
  items: readonly ServiceItem[];
  columns?: 2 | 3 | 4;
}

/** Cards with a title (h3) and a short text, for features and service lines. */
export function FeatureCards({ items, columns = 3 }: FeatureCardsProps) {
  const { t } = useTranslation('services');
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <Card key={item.id} title={t(item.title)} headingLevel={3}>
          <p>{t(item.text)}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

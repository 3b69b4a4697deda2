import { useTranslation } from '@site/translation';
import { Card } from '@site/shared/ui/card/Card';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { AddToQuoteButton } from '@site/shared/ui/quote/AddToQuoteButton';
import { productTitles } from '../../content/productTitles';
import { consumableItems, consumablesPath, type ConsumableGroup } from './content';
import styles from './ConsumablesPage.module.css';

/**
 * One category: what it covers, its items, a chat that names the category and a place on
 * the quote request.
 */
export function ConsumableCard({
  group,
  priority,
}: {
  group: ConsumableGroup;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('products');
  const name = t(group.name);
  return (
    <Card
      title={name}
      priority={priority}
      image={{ ...group.image, alt: t(group.image.alt) }}
      action={
        <div className={styles.actions}>
          <ChatLink message={t(group.message)} className="button button-whatsapp">
            {t('consumables.ask')}
            <span className="visually-hidden">: {name}</span>
          </ChatLink>
          <AddToQuoteButton
            id={`${consumablesPath}#${group.id}`}
            path={consumablesPath}
            name={name}
            titles={productTitles(group.name)}
            kind="group"
          />
        </div>
      }
    >
      <p>{t(group.description)}</p>
      <ul className={styles.items}>
        {consumableItems(i18n, group).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}

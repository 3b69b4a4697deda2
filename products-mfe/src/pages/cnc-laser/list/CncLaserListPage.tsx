import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { CardGrid } from '@site/shared/ui/card/Card';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { CompareTray } from '../../../components/compare/CompareTray';
import { CategoryFilter } from './CategoryFilter';
import { CncCard } from './CncCard';
import { cncListCards, cncMoreSystemCards, cncProductCards, filterCards } from './content';
import { useCategoryFilter } from './useCategoryFilter';
import styles from './CncLaserListPage.module.css';
import { OfflineCatalogue } from '../../../components/offline-catalogue/OfflineCatalogue';

export default function CncLaserListPage() {
  const { t } = useTranslation('products');
  const { selected, select } = useCategoryFilter();
  // The filter covers every machine on the page, in both lists, and the count says so.
  const shown = filterCards(cncProductCards, selected);
  const shownMore = filterCards(cncMoreSystemCards, selected);

  return (
    <>
      <PageMeta title={t('cnc.list.meta.title')} description={t('cnc.list.meta.description')} />
      <PageIntro eyebrow={t('cnc.list.eyebrow')} title={t('cnc.list.title')}>
        <p>{t('cnc.list.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('cnc.list.machinesLabel')}>
        <div className={`container ${styles.machines}`}>
          <CategoryFilter cards={cncListCards} selected={selected} onSelect={select} />
          <p className={styles.showing} role="status">
            {t('cnc.list.filter.showing', { count: shown.length + shownMore.length })}
          </p>
          {shown.length > 0 ? (
            <CardGrid>
              {shown.map((card) => (
                <CncCard key={card.id} card={card} />
              ))}
            </CardGrid>
          ) : null}
        </div>
      </section>
      {shownMore.length > 0 ? (
        <section className="section section-muted" aria-labelledby="cnc-more">
          <div className={`container ${styles.more}`}>
            <h2 id="cnc-more">{t('cnc.list.more.title')}</h2>
            <p>{t('cnc.list.more.text')}</p>
            <CardGrid>
              {shownMore.map((card) => (
                <CncCard key={card.id} card={card} headingLevel={3} />
              ))}
            </CardGrid>
          </div>
        </section>
      ) : null}
      <section className={`section ${styles.ask}`} aria-labelledby="cnc-ask">
        <div className="container">
          <h2 id="cnc-ask">{t('cnc.list.ask.title')}</h2>
          <p>{t('cnc.list.ask.text')}</p>
          <ChatLink message={t('cnc.list.ask.message')} className="button button-whatsapp">
            {t('cnc.list.ask.button')}
          </ChatLink>
        </div>
      </section>
      <OfflineCatalogue />
      <CompareTray />
    </>
  );
}

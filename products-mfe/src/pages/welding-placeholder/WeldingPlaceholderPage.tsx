import { useParams } from '@site/router';
import { useTranslation } from '@site/translation';
import { LazyNotFoundPage } from '@site/shared/ui/status/LazyNotFoundPage';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { AddToQuoteButton } from '@site/shared/ui/quote/AddToQuoteButton';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import { BackLink } from '../../components/back-link/BackLink';
import { productTitles } from '../../content/productTitles';
import { weldingPlaceholders, type WeldingPlaceholder } from './content';
import styles from './WeldingPlaceholderPage.module.css';

/** /products/welding-machines/:id: a welding line shown on a short page, or not found. */
export default function WeldingPlaceholderPage() {
  const { id } = useParams();
  const machine = weldingPlaceholders.find((candidate) => candidate.id === id);
  return machine ? <WeldingPlaceholder machine={machine} /> : <LazyNotFoundPage />;
}

function WeldingPlaceholder({ machine }: { machine: WeldingPlaceholder }) {
  const { t } = useTranslation('products');
  const name = t(machine.name);
  return (
    <>
      <PageMeta title={t(machine.metaTitle)} description={t(machine.metaDescription)} />
      <div className={`container ${styles.page}`}>
        <BackLink to="products/welding-machines">{t('welding.back')}</BackLink>
        <div className={styles.layout}>
          <div className={styles.text}>
            <p className="eyebrow">{t('welding.categories.arc')}</p>
            <h1>{name}</h1>
            <p className={styles.description}>{t(machine.description)}</p>
            <aside className={styles.note} aria-labelledby={`${machine.id}-note`}>
              <h2 id={`${machine.id}-note`}>{t('weldingPlaceholder.noteTitle')}</h2>
              <p>{t(machine.note)}</p>
            </aside>
            <div className={styles.actions}>
              <ChatLink message={t(machine.message)} className="button button-whatsapp">
                {t('weldingPlaceholder.chat')}
              </ChatLink>
              <AddToQuoteButton
                id={machine.path}
                path={machine.path}
                name={name}
                titles={productTitles(machine.name)}
              />
            </div>
          </div>
          <SiteImage
            src={machine.image.src}
            alt={t(machine.image.alt)}
            width={machine.image.width}
            height={machine.image.height}
            fallback={name}
            sizes={gridSizes({ 0: 1, 960: 2 })}
            className={styles.image}
          />
        </div>
      </div>
    </>
  );
}

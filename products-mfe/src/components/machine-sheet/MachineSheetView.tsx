import { useId, type ReactNode } from 'react';
import { useTranslation } from '@site/translation';
import type { MachineSheet } from '../../content/types';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { AddToQuoteButton } from '@site/shared/ui/quote/AddToQuoteButton';
import { productTitles } from '../../content/productTitles';
import { Gallery } from '../gallery/Gallery';
import { RatingStars } from '../rating/RatingStars';
import { SpecTable } from '../spec-table/SpecTable';
import { productsTranslate } from '../../specs/specValue';
import { MachineSheetLists } from './MachineSheetLists';
import { ExternalLinks, type MachineSheetLinks } from './ExternalLinks';
import styles from './MachineSheetView.module.css';

export type { MachineSheetLinks } from './ExternalLinks';

/** Where the machine goes on the visitor's quote request. */
export interface QuoteTarget {
  /** The page below the language root, with `#product` where the page shows several. */
  id: string;
  /** The page below the language root. */
  path: string;
}

interface MachineSheetViewProps {
  sheet: MachineSheet;
  quote: QuoteTarget;
  /** More actions beside the price request, e.g. adding a CNC laser to the comparison. */
  actions?: ReactNode;
  /** h1 on a product's own page, h2 when a page shows several sheets. */
  headingLevel?: 1 | 2;
  links?: MachineSheetLinks;
  /** Shown above the name, e.g. the category badge of large-format. */
  badge?: string;
  /** The first image is above the fold on a product's own page. */
  priority?: boolean;
  /** Names the download when it is more than a datasheet, e.g. a catalogue. */
  datasheetLabel?: string;
}

/**
 * One machine: gallery (the main image opens the lightbox), model, rating, description, a price
 * request by chat, a place on the quote request, datasheet and manufacturer links,
 * specifications, features and applications.
 */
export function MachineSheetView({
  sheet,
  quote,
  actions,
  headingLevel = 1,
  links = {},
  badge,
  priority = false,
  datasheetLabel,
}: MachineSheetViewProps) {
  const { t, i18n } = useTranslation('products');
  const language = useLanguage();
  const nameId = useId();
  const name = t(sheet.name);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const images = sheet.images.map((image, index) => ({
    ...image,
    alt: t(image.alt, { name, index: index + 1 }),
  }));

  return (
    <article className={styles.sheet} aria-labelledby={nameId}>
      <div className={styles.top}>
        <Gallery
          images={images}
          label={name}
          fallback={(index) => t('sheet.imageFallback', { name, index: index + 1 })}
          priority={priority}
        />
        <div className={styles.summary}>
          {badge ? <p className={styles.badge}>{badge}</p> : null}
          <Heading id={nameId} className={styles.name}>
            {name}
          </Heading>
          <p className={styles.model} data-pagefind-weight="5">
            {t('sheet.model')}: <strong>{sheet.model}</strong>
          </p>
          <RatingStars value={sheet.rating} />
          <p className={styles.description}>{t(sheet.description)}</p>
          <div className={styles.actions}>
            <ChatLink
              message={t('sheet.quoteMessage', { name, model: sheet.model })}
              className="button button-primary"
            >
              {t('sheet.quote')}
            </ChatLink>
            <AddToQuoteButton
              id={quote.id}
              path={quote.path}
              name={name}
              model={sheet.model}
              titles={productTitles(sheet.name)}
            />
            {actions}
            {links.datasheet ? (
              <a href={links.datasheet} className="button button-secondary" download>
                {datasheetLabel ?? t('sheet.datasheet')}
              </a>
            ) : null}
          </div>
          <ExternalLinks links={links} />
        </div>
      </div>
      <div className={styles.details}>
        <section className={styles.block}>
          <Sub>{t('sheet.specifications')}</Sub>
          <SpecTable
            specifications={sheet.specifications}
            language={language}
            translate={productsTranslate(i18n)}
          />
        </section>
        <MachineSheetLists sheet={sheet} heading={Sub} />
      </div>
    </article>
  );
}

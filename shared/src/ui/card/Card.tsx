import { createContext, useContext, type ReactNode } from 'react';
import type { ImageAsset } from '../../content/types';
import { SiteImage } from '../site-image/SiteImage';
import { gridSizes } from '../site-image/sizes';
import styles from './Card.module.css';

interface CardProps {
  title: string;
  /** The image, with its alternative text already translated. */
  image?: ImageAsset;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** A link or button at the bottom of the card. */
  action?: ReactNode;
  /** The first card of a grid that leads its page: its picture loads at once, first. */
  priority?: boolean;
}

type Columns = 2 | 3 | 4;

/** The columns of the grid a card is in, for the size of its picture. */
const GridColumns = createContext<Columns>(3);

/** One column on phones, two from 700 px, `columns` from 1100 px (Card.module.css). */
const cardSizes = (columns: Columns) => gridSizes({ 0: 1, 700: 2, 1100: columns });

/** A card in a grid: picture, title, text and an action at the bottom. */
export function Card({
  title,
  image,
  headingLevel = 2,
  children,
  action,
  priority = false,
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const columns = useContext(GridColumns);
  return (
    <CardItem>
      {image ? (
        <SiteImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fallback={title}
          sizes={cardSizes(columns)}
          className={styles.image}
          priority={priority}
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {children}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </CardItem>
  );
}

/** The box of a card in a grid, for a card whose inside is its own (one link, say). */
export function CardItem({ children }: { children: ReactNode }) {
  return <li className={styles.card}>{children}</li>;
}

/** The list that holds cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: Columns }) {
  return (
    <GridColumns.Provider value={columns}>
      <ul className={`${styles.grid} ${styles[`columns${columns}`]}`}>{children}</ul>
    </GridColumns.Provider>
  );
}

import type { ReactNode } from 'react';
import type { ImageAsset } from '../../content/types';
import { SiteImage } from '../site-image/SiteImage';
import styles from './Card.module.css';

interface CardProps {
  title: string;
  /** The image, with its alternative text already translated. */
  image?: ImageAsset;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** A link or button at the bottom of the card. */
  action?: ReactNode;
}

/** A card in a grid: picture, title, text and an action at the bottom. */
export function Card({ title, image, headingLevel = 2, children, action }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      {image ? (
        <SiteImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fallback={title}
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {children}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </li>
  );
}

/** The list that holds cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <ul className={`${styles.grid} ${styles[`columns${columns}`]}`}>{children}</ul>;
}

import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The top of a page: a small label, the one h1, and an introduction. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import styles from './BackLink.module.css';

/** A link back to the list a page belongs to, e.g. from a welding machine to all welding machines. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalLink to={to} className={styles.back} data-pagefind-ignore>
      <span aria-hidden="true">←</span> {children}
    </LocalLink>
  );
}

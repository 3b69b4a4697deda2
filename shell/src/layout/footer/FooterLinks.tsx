import { LocalLink } from '@site/shared/ui/links/LocalLink';
import type { MenuEntry } from '../useMainMenu';
import styles from './Footer.module.css';

/** A top-level page and the pages its remote lists under it. */
export function FooterLinks({ entry }: { entry: MenuEntry }) {
  return (
    <nav aria-label={entry.label}>
      <h2 className={styles.title}>{entry.label}</h2>
      <ul className={styles.links}>
        {[{ path: entry.path, label: entry.overview ?? entry.label }, ...entry.pages].map(
          (page) => (
            <li key={page.path}>
              <LocalLink to={page.path}>{page.label}</LocalLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

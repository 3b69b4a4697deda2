import type { SectionName } from '@site/shared';
import { LocalLink, useLanguage } from '@site/shared/ui';
import { useSectionNavigation } from '../../sections/navigationStore';
import styles from './Footer.module.css';

interface FooterLinksProps {
  section: SectionName;
  title: string;
  path: string;
  allLabel: string;
}

/** A section's pages as its remote lists them; the section's own link even while that is unknown. */
export function FooterLinks({ section, title, path, allLabel }: FooterLinksProps) {
  const language = useLanguage();
  const navigation = useSectionNavigation(section);
  return (
    <nav aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.links}>
        <li>
          <LocalLink to={path}>{allLabel}</LocalLink>
        </li>
        {(navigation?.items ?? [])
          .filter((item) => item.path !== path)
          .map((item) => (
            <li key={item.path}>
              <LocalLink to={item.path}>{item.label[language]}</LocalLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { useTranslation } from '@site/translation';
import type { Partner } from '../../content/types';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import styles from './PartnersPage.module.css';

/** A partner's logo (its name as text if the logo fails), name and what they do with us. */
export function PartnerCard({ partner, columns }: { partner: Partner; columns: 3 | 4 }) {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  const name = partner.name[language];
  return (
    <li className={styles.partner}>
      <SiteImage
        src={partner.logo.src}
        alt={t(partner.logo.alt, { name })}
        width={partner.logo.width}
        height={partner.logo.height}
        fallback={name}
        // One column on a phone, two from 700 px, `columns` from 1100 px (PartnersPage.module.css).
        sizes={gridSizes({ 0: 1, 700: 2, 1100: columns })}
        className={styles.logo}
      />
      <h3>{name}</h3>
      <p>{partner.description[language]}</p>
    </li>
  );
}

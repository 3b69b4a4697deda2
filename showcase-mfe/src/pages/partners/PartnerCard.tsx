import { useTranslation } from '@site/translation';
import type { Partner } from '../../content/types';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import styles from './PartnersPage.module.css';

/** A partner's logo (its name as text if the logo fails), name and what they do with us. */
export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation('showcase');
  const name = t(partner.name);
  return (
    <li className={styles.partner}>
      <SiteImage
        src={partner.logo.src}
        alt={t(partner.logo.alt, { name })}
        width={partner.logo.width}
        height={partner.logo.height}
        fallback={name}
        className={styles.logo}
      />
      <h3>{name}</h3>
      <p>{t(partner.description)}</p>
    </li>
  );
}

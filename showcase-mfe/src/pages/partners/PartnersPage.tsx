import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import type { Partner } from '../../content/types';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { distributionPartners, projectPartners } from './content';
import { PartnerCard } from './PartnerCard';
import styles from './PartnersPage.module.css';

interface PartnerGroupProps {
  id: string;
  group: 'project' | 'distribution';
  partners: readonly Partner[];
  muted?: boolean;
  /** Cards in a row on wide screens. */
  columns: 3 | 4;
}

function PartnerGroup({ id, group, partners, muted = false, columns }: PartnerGroupProps) {
  const { t } = useTranslation('showcase');
  return (
    <section className={`section ${muted ? 'section-muted' : ''}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{t(`partners.${group}.title`)}</h2>
        <p className={styles.lead}>{t(`partners.${group}.text`)}</p>
        <ul className={`${styles.grid} ${styles[`columns${columns}`]}`}>
          {partners.map((partner) => (
            <PartnerCard key={partner.name.en} partner={partner} columns={columns} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function PartnersPage() {
  const { t } = useTranslation('showcase');
  return (
    <>
      <PageMeta title={t('partners.meta.title')} description={t('partners.meta.description')} />
      <PageIntro eyebrow={t('partners.eyebrow')} title={t('partners.title')}>
        <p>{t('partners.subtitle')}</p>
      </PageIntro>
      <PartnerGroup id="partners-project" group="project" partners={projectPartners} columns={3} />
      <PartnerGroup
        id="partners-distribution"
        group="distribution"
        partners={distributionPartners}
        columns={4}
        muted
      />
      <section className={`section ${styles.cta}`} aria-labelledby="partners-cta">
        <div className="container">
          <h2 id="partners-cta">{t('partners.cta.title')}</h2>
          <p>{t('partners.cta.text')}</p>
          <ChatLink message={t('partners.cta.message')} className="button button-whatsapp">
            {t('partners.cta.button')}
          </ChatLink>
        </div>
      </section>
    </>
  );
}

import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { Card, CardGrid } from '@site/shared/ui/card/Card';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { ContactSection } from '../../components/contact-section/ContactSection';
import { weldingMachines } from './content';
import styles from './WeldingMachinesPage.module.css';
import { OfflineCatalogue } from '../../components/offline-catalogue/OfflineCatalogue';

export default function WeldingMachinesPage() {
  const { t } = useTranslation('products');
  return (
    <>
      <PageMeta title={t('welding.meta.title')} description={t('welding.meta.description')} />
      <PageIntro eyebrow={t('welding.eyebrow')} title={t('welding.title')}>
        <p>{t('welding.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('welding.title')}>
        <div className="container">
          <CardGrid>
            {weldingMachines.map((machine, index) => {
              const name = t(machine.name);
              return (
                <Card
                  key={machine.id}
                  title={name}
                  priority={index === 0}
                  image={{ ...machine.image, alt: t(machine.image.alt) }}
                  action={
                    <LocalLink to={machine.detailPath} className="button button-secondary">
                      {t('welding.view')}
                      <span className="visually-hidden">: {name}</span>
                    </LocalLink>
                  }
                >
                  <p className={styles.category}>{t(machine.category)}</p>
                  <p>{t(machine.description)}</p>
                  <ul className={styles.features}>
                    {machine.features.map((feature) => (
                      <li key={feature}>{t(feature)}</li>
                    ))}
                  </ul>
                </Card>
              );
            })}
          </CardGrid>
        </div>
      </section>
      <ContactSection
        id="welding-contact"
        title={t('welding.contact.title')}
        text={t('welding.contact.text')}
        message={t('welding.contact.message')}
        chatLabel={t('welding.contact.chat')}
      />
      <OfflineCatalogue />
    </>
  );
}

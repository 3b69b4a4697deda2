import { useTranslation } from '@site/translation';
import { localBusinessData } from './localBusinessData';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ContactMap } from './ContactMap';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  return (
    <>
      <PageMeta
        title={t('contact.meta.title')}
        description={t('contact.meta.description')}
        structuredData={localBusinessData(language, t('contact.meta.description'))}
      />
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
        <p>{t('contact.subtitle')}</p>
      </PageIntro>
      <div className={`section container ${styles.layout}`}>
        <ContactForm />
        <ContactDetails />
      </div>
      <ContactMap />
    </>
  );
}

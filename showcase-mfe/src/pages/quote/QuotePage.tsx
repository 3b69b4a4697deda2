import { useTranslation } from '@site/translation';
import { useQuoteList } from '@site/shared/lists/quoteList';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { QuoteEmpty } from './QuoteEmpty';
import { QuoteItems } from './QuoteItems';
import { QuoteSend } from './QuoteSend';
import styles from './QuotePage.module.css';

/**
 * /{lng}/quote: the machines, consumables and services the visitor gathered on any page, with
 * quantities and notes, sent as one request by chat or e-mail.
 */
export default function QuotePage() {
  const { t } = useTranslation('showcase');
  const items = useQuoteList();
  return (
    <>
      <PageMeta title={t('quote.meta.title')} description={t('quote.meta.description')} noindex />
      <PageIntro eyebrow={t('quote.eyebrow')} title={t('quote.title')}>
        <p>{t('quote.intro')}</p>
      </PageIntro>
      <div className={`section container ${styles.layout}`}>
        <QuoteItems items={items} />
        {items.length > 0 ? <QuoteSend items={items} /> : <QuoteEmpty />}
      </div>
    </>
  );
}

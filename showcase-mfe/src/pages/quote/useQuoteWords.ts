import { useTranslation } from '@site/translation';
import type { QuoteMessageWords } from './quoteMessage';

/** The request's words in the page's language. */
export function useQuoteWords(): QuoteMessageWords {
  const { t } = useTranslation('showcase');
  return {
    greeting: t('quote.message.greeting'),
    item: ({ index, name, model, quantity }) =>
      [
        `${index}. ${name}`,
        model ? ` (${model})` : '',
        quantity !== undefined ? ` — ${t('quote.message.quantity', { count: quantity })}` : '',
      ].join(''),
    note: (note) => `   ${t('quote.message.note', { note })}`,
    more: (count) => t('quote.message.more', { count }),
    details: t('quote.message.details'),
    labels: {
      name: t('contact.message.name'),
      company: t('contact.message.company'),
      email: t('contact.message.email'),
      phone: t('contact.message.phone'),
    },
  };
}

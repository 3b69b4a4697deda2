import { useTranslation } from '@site/translation';
import { amount } from '@site/shared/format/amount';
import { formatAmount } from '@site/shared/format/formatAmount';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { handheldModels } from './content';
import styles from './HandheldLaserWeldingPage.module.css';

const materials = ['stainless', 'carbon', 'aluminium'] as const;

/** The three powers of the series side by side, with the thickest sheet each welds in one pass. */
export function HandheldModels() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  return (
    <section className="section" aria-labelledby="handheld-models">
      <div className="container">
        <h2 id="handheld-models">{t('handheld.models.title')}</h2>
        <p className={styles.lead}>{t('handheld.models.text')}</p>
        {/* On a phone the table scrolls sideways inside its frame; the frame takes focus, so the
            keyboard can scroll it too. */}
        <div
          className={styles.modelsFrame}
          role="region"
          aria-labelledby="handheld-models"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
          tabIndex={0}
        >
          <table
            className={styles.models}
            aria-labelledby="handheld-models"
            data-pagefind-weight="2"
          >
            <thead>
              <tr>
                <th scope="col">{t('sheet.model')}</th>
                <th scope="col">{t('handheld.models.power')}</th>
                {materials.map((material) => (
                  <th key={material} scope="col">
                    {t(`handheld.models.${material}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {handheldModels.map(({ model, power, maxThickness }) => (
                <tr key={model}>
                  <th scope="row">{model}</th>
                  <td>{formatAmount(amount(power, 'W'), language)}</td>
                  {materials.map((material) => (
                    <td key={material}>
                      {t('handheld.models.upTo', {
                        value: formatAmount(amount(maxThickness[material], 'mm'), language),
                      })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

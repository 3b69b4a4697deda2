import { useId } from 'react';
import { useTranslation } from '@site/translation';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import { cncMachinePath } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import type { ComparedValue } from './comparison';
import { useComparedRows, type LabelledRow } from './useComparedRows';
import styles from './CncComparePage.module.css';

interface ComparisonTableProps {
  machines: readonly CncMachine[];
  onlyDifferences: boolean;
  onOnlyDifferences: (only: boolean) => void;
  onRemove: (id: string) => void;
}

/** A value, a list, or a dash that reads "not specified". */
function Cell({ value }: { value: ComparedValue }) {
  const { t } = useTranslation('products');
  if (value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('cnc.compare.page.notSpecified')}</span>
      </>
    );
  }
  if (typeof value === 'string') return value;
  return (
    <ul className={styles.list}>
      {value.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A row's label; where the machines differ, a mark kept on the line of its last word. */
function RowLabel({ label, differs }: { label: string; differs: boolean }) {
  const { t } = useTranslation('products');
  if (!differs) return label;
  const cut = label.lastIndexOf(' ') + 1;
  return (
    <>
      {label.slice(0, cut)}
      <span className={styles.keep}>
        {label.slice(cut)}
        <span className={styles.mark}>
          <span aria-hidden="true">≠</span>
          <span className="visually-hidden">, {t('cnc.compare.page.differs')}</span>
        </span>
      </span>
    </>
  );
}

/**
 * The machines in columns and what they are measured by in rows, one row per specification
 * label; rows that differ are tinted and marked in words for screen readers.
 */
export function ComparisonTable({
  machines,
  onlyDifferences,
  onOnlyDifferences,
  onRemove,
}: ComparisonTableProps) {
  const { t } = useTranslation('products');
  const switchId = useId();
  const rows = useComparedRows(machines);
  // Rows stated for every machine come first; those stated for only some (machines of different
  // kinds) follow under their own heading, and "only differences" leaves them out.
  const shared = rows.filter((row) => !row.partial);
  const partial = rows.filter((row) => row.partial);
  const shown = onlyDifferences ? shared.filter((row) => row.differs) : shared;
  const partialShown = onlyDifferences ? [] : partial;
  const mixedKinds = new Set(machines.map((machine) => machine.categoryId)).size > 1;
  const renderRow = (row: LabelledRow) => (
    <tr key={row.id} className={row.differs ? styles.differs : undefined}>
      <th scope="row">
        <RowLabel label={row.label} differs={row.differs} />
      </th>
      {row.values.map((value, index) => (
        <td key={machines[index]?.id ?? index}>
          <Cell value={value} />
        </td>
      ))}
    </tr>
  );

  return (
    <div className={styles.comparison}>
      {/* One machine (a shared link with one left) differs from nothing. */}
      {machines.length > 1 ? (
        <p className={styles.switch} data-print="hide">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={onlyDifferences}
            onChange={(event) => onOnlyDifferences(event.target.checked)}
          />
          <label htmlFor={switchId}>{t('cnc.compare.page.onlyDifferences')}</label>
        </p>
      ) : null}
      {mixedKinds && partial.length > 0 ? (
        <p className={styles.kinds}>{t('cnc.compare.page.mixedKinds')}</p>
      ) : null}
      {shown.length === 0 ? <p role="status">{t('cnc.compare.page.noDifferences')}</p> : null}
      {onlyDifferences && partial.length > 0 ? (
        <p role="status">{t('cnc.compare.page.partialHidden', { count: partial.length })}</p>
      ) : null}
      {/* On a phone the table scrolls sideways inside its frame, its labels kept in view; the
          frame takes focus, so the keyboard can scroll it too. */}
      <div
        className={styles.frame}
        role="region"
        aria-label={t('cnc.compare.page.region')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{t('cnc.compare.page.caption')}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {machines.map((machine) => {
                const name = t(machine.sheet.name);
                const [image] = machine.sheet.images;
                return (
                  <th key={machine.id} scope="col" className={styles.machine}>
                    {image ? (
                      <SiteImage
                        src={image.src}
                        alt=""
                        width={image.width}
                        height={image.height}
                        fallback={name}
                        sizes={gridSizes({ 0: 2, 700: 4 })}
                        className={styles.image}
                      />
                    ) : null}
                    <LocalLink to={cncMachinePath(machine.id)}>{name}</LocalLink>
                  </th>
                );
              })}
            </tr>
            <tr className={styles.removeRow} data-print="hide">
              <td className={styles.corner} />
              {machines.map((machine) => (
                <td key={machine.id}>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => onRemove(machine.id)}
                  >
                    {t('cnc.compare.page.remove')}
                    <span className="visually-hidden">: {t(machine.sheet.name)}</span>
                  </button>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>{shown.map(renderRow)}</tbody>
          {partialShown.length > 0 ? (
            <tbody>
              <tr className={styles.group}>
                <th scope="rowgroup" colSpan={machines.length + 1}>
                  {t('cnc.compare.page.partialGroup')}
                </th>
              </tr>
              {partialShown.map(renderRow)}
            </tbody>
          ) : null}
        </table>
      </div>
    </div>
  );
}

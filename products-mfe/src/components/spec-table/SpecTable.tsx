import type { Language } from '@site/shared/i18n/languages';
import {
  normalizeSpecifications,
  type SpecificationInput,
} from '../../specs/normalizeSpecifications';
import { isEmptySpecValue, readSpecValue, type SpecTranslate } from '../../specs/specValue';
import styles from './SpecTable.module.css';

interface SpecTableProps {
  specifications: SpecificationInput;
  /** The reader's language, in which figures and units are written. */
  language: Language;
  caption?: string;
  /** Translates labels and values that are keys; text passes through. */
  translate?: SpecTranslate;
}

export function SpecTable({
  specifications,
  language,
  caption,
  translate = (text) => text,
}: SpecTableProps) {
  const rows = normalizeSpecifications(specifications);
  return (
    <table className={styles.table}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <tbody>
        {rows.map((row, index) =>
          isEmptySpecValue(row.value) ? (
            <tr key={`${row.label}-${index}`}>
              <td colSpan={2}>{translate(row.label)}</td>
            </tr>
          ) : (
            <tr key={`${row.label}-${index}`}>
              <th scope="row">{translate(row.label)}</th>
              <td>{readSpecValue(row.value, language, translate)}</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

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

/** A range of figures ("25–2000", "0,5–4") at any width. */
const range = /(\d(?:[\d.,\u00a0\u202f]*\d)?–\d(?:[\d.,\u00a0\u202f]*\d)?)/;

/** Browsers may break a line after a dash; a range stays on one line instead. */
function keepRangesTogether(text: string) {
  return text.split(range).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.range}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function SpecTable({
  specifications,
  language,
  caption,
  translate = (text) => text,
}: SpecTableProps) {
  const rows = normalizeSpecifications(specifications);
  return (
    <table className={styles.table} data-pagefind-weight="2">
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
              <td>{keepRangesTogether(readSpecValue(row.value, language, translate))}</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

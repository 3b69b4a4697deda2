import {
  normalizeSpecifications,
  type SpecificationInput,
} from '../../specs/normalizeSpecifications';
import styles from './SpecTable.module.css';

interface SpecTableProps {
  specifications: SpecificationInput;
  caption?: string;
  /** Translates labels and values that are keys; text passes through. */
  translate?: (text: string) => string;
}

export function SpecTable({ specifications, caption, translate = (text) => text }: SpecTableProps) {
  const rows = normalizeSpecifications(specifications);
  return (
    <table className={styles.table}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <tbody>
        {rows.map((row, index) =>
          row.value ? (
            <tr key={`${row.label}-${index}`}>
              <th scope="row">{translate(row.label)}</th>
              <td>{translate(row.value)}</td>
            </tr>
          ) : (
            <tr key={`${row.label}-${index}`}>
              <td colSpan={2}>{translate(row.label)}</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

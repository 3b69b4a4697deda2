import type { InputHTMLAttributes, RefObject } from 'react';
import { useTranslation } from '@site/translation';

interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange'
> {
  id: string;
  value: string;
  onValue: (value: string) => void;
  input: RefObject<HTMLInputElement | null>;
}

/** The labelled search box of the header, the search dialog and the search page. */
export function SearchField({ id, value, onValue, input, ...rest }: SearchFieldProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
    </>
  );
}

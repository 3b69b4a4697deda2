import { useEffect, type RefObject } from 'react';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { prepareSearch } from './searchIndex';
import { SearchResults } from './SearchResults';
import { useSiteSearch } from './useSiteSearch';
import styles from './Search.module.css';

interface SearchPopoverProps {
  query: string;
  input: RefObject<HTMLInputElement | null>;
  onChoose: () => void;
  onEscape: () => void;
}

/** The first results under the header's field, with a link to all of them. */
export function SearchPopover({ query, input, onChoose, onEscape }: SearchPopoverProps) {
  const language = useLanguage();
  const search = useSiteSearch(query, 6);
  useEffect(() => prepareSearch(language), [language]);
  return (
    <div className={styles.popover}>
      <SearchResults
        search={search}
        input={input}
        onChoose={onChoose}
        onEscape={onEscape}
        linkToPage
      />
    </div>
  );
}

import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@site/translation';
import { useNavigate } from '@site/router';
import { sitePath } from '@site/shared/links/sitePath';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { prepareSearch } from './searchIndex';
import { searchQuery } from './searchPath';
import { SearchField } from './SearchField';
import { SearchResults } from './SearchResults';
import { useSiteSearch } from './useSiteSearch';
import styles from './Search.module.css';

/** The search of narrow screens: a dialog over the page, focus kept inside until it closes. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const search = useSiteSearch(query, 8);
  useEffect(() => prepareSearch(language), [language]);

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        initialFocus: () => input.current ?? false,
        onDeactivate: onClose,
        escapeDeactivates: true,
        clickOutsideDeactivates: true,
        returnFocusOnDeactivate: true,
      }}
    >
      <div className={styles.overlay}>
        <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <div className={styles.dialogBar}>
            <h2 id={titleId} className="visually-hidden">
              {t('search.label')}
            </h2>
            <form
              role="search"
              className={styles.dialogForm}
              onSubmit={(event) => {
                event.preventDefault();
                onClose();
                void navigate(sitePath(language, searchQuery(query)));
              }}
            >
              <SearchField id="site-search-dialog" value={query} onValue={setQuery} input={input} />
            </form>
            <button type="button" className={styles.close} onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('search.close')}</span>
            </button>
          </div>
          <SearchResults search={search} input={input} onChoose={onClose} linkToPage />
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}

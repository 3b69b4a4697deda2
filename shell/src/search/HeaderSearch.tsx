import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@site/translation';
import { useLocation, useNavigate } from '@site/router';
import { sitePath } from '@site/shared/links/sitePath';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { SearchField } from './SearchField';
import { searchPath, searchQuery } from './searchPath';
import styles from './Search.module.css';

// Nothing of the search loads with the page: its code and index come when the visitor opens it.
const loadPopover = () => import('./SearchPopover');
const loadDialog = () => import('./SearchDialog');
const SearchPopover = lazy(() =>
  loadPopover().then((module) => ({ default: module.SearchPopover })),
);
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** Where the header shows a field rather than a button (Search.module.css says the same). */
const fieldWidth = '(min-width: 80rem)';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const searchIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </svg>
);

/**
 * The search of the header: a field on wide screens, a button that opens a search dialog on
 * narrow ones; `/` and Ctrl/Cmd-K open either. Enter goes to the search page; the field is a
 * plain form, so it also works before the page's scripts have run. The results and the dialog
 * belong to the page they were opened on and close when the visitor moves on.
 */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const [popoverOn, setPopoverOn] = useState<string | null>(null);
  const [dialogOn, setDialogOn] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLFormElement>(null);
  const onSearchPage = pathname === sitePath(language, searchPath);
  const popover = popoverOn === pathname && query.trim() !== '' && !onSearchPage;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) ||
        (event.key === '/' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          !isTyping(event.target));
      if (!shortcut) return;
      event.preventDefault();
      if (window.matchMedia(fieldWidth).matches && input.current) {
        input.current.focus();
        input.current.select();
      } else {
        setDialogOn(window.location.pathname);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPopoverOn(null);
    input.current?.blur();
    void navigate(sitePath(language, searchQuery(query)));
  };
  const closePopover = () => {
    setPopoverOn(null);
    input.current?.focus();
  };

  return (
    <>
      <form
        ref={box}
        role="search"
        className={styles.field}
        action={sitePath(language, searchPath)}
        method="get"
        onSubmit={submit}
        onBlur={(event) => {
          if (!box.current?.contains(event.relatedTarget as Node | null)) setPopoverOn(null);
        }}
      >
        {searchIcon}
        <SearchField
          id="site-search"
          value={query}
          input={input}
          aria-keyshortcuts="/ Control+K Meta+K"
          onValue={(value) => {
            setQuery(value);
            setPopoverOn(pathname);
          }}
          onFocus={() => {
            void loadPopover();
            setPopoverOn(pathname);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && popover) {
              event.preventDefault();
              setPopoverOn(null);
            }
          }}
        />
        {popover ? (
          <Suspense fallback={null}>
            <SearchPopover
              query={query}
              input={input}
              onChoose={() => setPopoverOn(null)}
              onEscape={closePopover}
            />
          </Suspense>
        ) : null}
      </form>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onFocus={() => void loadDialog()}
        onClick={() => setDialogOn(pathname)}
      >
        {searchIcon}
        <span className="visually-hidden">{t('search.open')}</span>
      </button>
      {dialogOn === pathname ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setDialogOn(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

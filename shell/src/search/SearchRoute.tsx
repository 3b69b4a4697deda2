import { Suspense, use, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadOnce } from '@site/shared/loading/loadOnce';
import { LoadingText } from '../sections/LoadingText';
import { SectionError } from '../sections/SectionError';

let page: ComponentType | undefined;

/** The search page's module, once; a failure is forgotten, so Retry loads it again. */
export const loadSearchPage = loadOnce(() =>
  import('./SearchPage').then((module) => {
    page = module.SearchPage;
  }),
);

/** Whether the search page can show without waiting for its module. */
export const searchPageLoaded = (): boolean => page !== undefined;

function LoadedSearchPage() {
  if (!page) use(loadSearchPage());
  const Page = page;
  return Page ? <Page /> : null;
}

/** /{lng}/search: its code loads with the page (prerendered pages have it before hydrating). */
export function SearchRoute() {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => <SectionError onRetry={() => setAttempt((value) => value + 1)} />}
    >
      <Suspense fallback={<LoadingText />}>
        <LoadedSearchPage />
      </Suspense>
    </ErrorBoundary>
  );
}

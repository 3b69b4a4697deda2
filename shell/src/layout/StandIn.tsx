import { use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadOnce } from '@site/shared/loading/loadOnce';
import { SectionError } from '../sections/SectionError';
import type * as StandInPages from './standInPages';

/** What stands in for the routed page: the not-found page, or the offline worker's page. */
export type StandInPage = 'notFound' | 'offline';

let pages: typeof StandInPages | undefined;

/**
 * The stand-in pages' code, once; a failure is forgotten, so Retry loads it again. A page that
 * arrives as one of them loads it before its first render (app/firstRender.ts); a move to an
 * address no section has loads it as the move starts, and the page before stays until it is here.
 */
export const loadStandInPages = loadOnce(() =>
  import('./standInPages').then((module) => {
    pages = module;
    return module;
  }),
);

function LoadedStandIn({ page }: { page: StandInPage }) {
  const { SiteNotFound, SiteOffline } = pages ?? use(loadStandInPages());
  return page === 'notFound' ? <SiteNotFound /> : <SiteOffline />;
}

/** The not-found or the offline page: no page starts with their code, which comes when shown. */
export function StandIn({ page }: { page: StandInPage }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => <SectionError onRetry={() => setAttempt((value) => value + 1)} />}
    >
      <LoadedStandIn page={page} />
    </ErrorBoundary>
  );
}

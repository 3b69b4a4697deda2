import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { SectionRoutes } from '@site/shared/contract/SectionRoutes';
import { sectionAttribute, takeKeptHtml } from './keptSectionHtml';
import { KeptSection } from './KeptSection';
import { LoadingText } from './LoadingText';
import { SectionError } from './SectionError';
import { useSection } from './useSection';
import styles from './RemoteSection.module.css';

/** Renders one remote's pages, with a loading text, and an error with Retry if it fails. */
export function RemoteSection({ federationName }: { federationName: string }) {
  const [attempt, setAttempt] = useState(0);
  const [kept] = useState(() => takeKeptHtml(federationName));
  // A prerendered page whose remote just failed to load keeps its HTML and waits for the
  // visitor's Retry: asking again at once would load a remote that has just failed, and could
  // swap the page under a visitor about to press Retry.
  const state = useSection(federationName, attempt, {
    waitForRetry: kept !== undefined && attempt === 0,
  });
  // A second Retry reloads the page: a browser keeps a module that failed to run for the page's
  // life, so only a reload can take the remote's repaired files.
  const retry = () => (attempt >= 1 ? window.location.reload() : setAttempt((value) => value + 1));

  if (kept !== undefined && state.status !== 'ready') {
    return <KeptSection federationName={federationName} html={kept} onRetry={retry} />;
  }
  if (state.status === 'failed') return <SectionError onRetry={retry} />;
  if (state.status === 'loading') return <LoadingText />;
  return (
    <ErrorBoundary resetKeys={[attempt]} fallbackRender={() => <SectionError onRetry={retry} />}>
      <div {...{ [sectionAttribute]: federationName }} className={styles.section}>
        <Suspense fallback={<LoadingText />}>
          <SectionRoutes manifest={state.section} />
        </Suspense>
      </div>
    </ErrorBoundary>
  );
}

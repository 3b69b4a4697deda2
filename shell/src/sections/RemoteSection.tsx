import { useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { SectionName } from '@site/shared';
import { LoadingText } from '@site/shared/ui';
import { SectionError } from './SectionError';
import { useSection } from './useSection';

/** Renders one remote's pages, with a loading text, and an error with Retry if it fails. */
export function RemoteSection({ name }: { name: SectionName }) {
  const [attempt, setAttempt] = useState(0);
  const state = useSection(name, attempt);
  // A second Retry reloads the page: a browser keeps a module that failed to run for the page's
  // life, so only a reload can take the remote's repaired files.
  const retry = () => (attempt >= 1 ? window.location.reload() : setAttempt((value) => value + 1));

  if (state.status === 'failed') return <SectionError onRetry={retry} />;
  if (state.status === 'loading') return <LoadingText />;
  const { Routes } = state.section;
  return (
    <ErrorBoundary resetKeys={[attempt]} fallbackRender={() => <SectionError onRetry={retry} />}>
      <Routes />
    </ErrorBoundary>
  );
}

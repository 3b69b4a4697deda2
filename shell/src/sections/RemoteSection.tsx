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
  const retry = () => setAttempt((value) => value + 1);

  if (state.status === 'failed') return <SectionError onRetry={retry} />;
  if (state.status === 'loading') return <LoadingText />;
  const { Routes } = state.section;
  return (
    <ErrorBoundary resetKeys={[attempt]} fallbackRender={() => <SectionError onRetry={retry} />}>
      <Routes />
    </ErrorBoundary>
  );
}

import { useEffect, useState } from 'react';
import type { SectionManifest } from '@site/shared/contract/manifest';
import { defaultLanguage, toSiteLanguage } from '@site/shared/i18n/languages';
import { useTranslation } from '@site/translation';
import { loadSection, readySection } from './loadSection';

export type SectionState =
  | { status: 'loading' }
  | { status: 'ready'; section: SectionManifest }
  | { status: 'failed'; error: unknown };

/**
 * Loads a remote and its words for the page language; `attempt` > 0 loads it afresh (Retry).
 * With `waitForRetry` it loads nothing and reads as loading, until the next attempt.
 */
export function useSection(
  federationName: string,
  attempt: number,
  { waitForRetry = false }: { waitForRetry?: boolean } = {},
): SectionState {
  const { i18n } = useTranslation();
  // Each result remembers the attempt it answers; an older one reads as still loading.
  const [result, setResult] = useState<{ attempt: number; state: SectionState } | undefined>(() => {
    const section = readySection(federationName);
    return section ? { attempt: 0, state: { status: 'ready', section } } : undefined;
  });
  const answered = result?.attempt === attempt;

  useEffect(() => {
    if (answered || waitForRetry) return;
    let current = true;
    const language = toSiteLanguage(i18n.language) ?? defaultLanguage;
    loadSection(i18n, federationName, language, { fresh: attempt > 0 }).then(
      (section) => {
        if (current) setResult({ attempt, state: { status: 'ready', section } });
      },
      (error: unknown) => {
        if (current) setResult({ attempt, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [federationName, attempt, answered, waitForRetry, i18n]);

  return answered ? result.state : { status: 'loading' };
}

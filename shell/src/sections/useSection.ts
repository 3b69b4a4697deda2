import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionModule, SectionName } from '@site/shared';
import { toSiteLanguage, defaultLanguage } from '@site/shared';
import { loadSectionModule, sectionTimeout } from '../federation/loadSection';
import { withTimeout } from '../federation/withTimeout';
import { addMessageLoader, loadMessagesOf } from '../i18n/messageLoaders';
import { retryNavigation } from './navigationStore';

export type SectionState =
  | { status: 'loading' }
  | { status: 'ready'; section: SectionModule }
  | { status: 'failed'; error: unknown };

/** Loads a remote and its words for the page language; `attempt` > 0 loads it afresh (Retry). */
export function useSection(name: SectionName, attempt: number): SectionState {
  const { i18n } = useTranslation();
  // Each result remembers the attempt it answers; an older one reads as still loading.
  const [result, setResult] = useState<{ attempt: number; state: SectionState }>();

  useEffect(() => {
    let current = true;
    const language = toSiteLanguage(i18n.language) ?? defaultLanguage;
    (async () => {
      const section = await loadSectionModule(name, attempt > 0);
      addMessageLoader(section.loadMessages);
      const timeout = await sectionTimeout();
      await withTimeout(
        loadMessagesOf(i18n, section.loadMessages, language),
        timeout,
        `${name} messages`,
      );
      return section;
    })().then(
      (section) => {
        if (!current) return;
        setResult({ attempt, state: { status: 'ready', section } });
        retryNavigation(name);
      },
      (error: unknown) => {
        if (current) setResult({ attempt, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
    // The language is read once per load; switching languages loads words through applyLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, attempt]);

  return result?.attempt === attempt ? result.state : { status: 'loading' };
}

import { useEffect } from 'react';
import { useParams } from '@site/router';
import { sectionOf } from '@site/shared/contract/remotes';
import { NotFoundPage } from '@site/shared/ui/status/NotFoundPage';
import { LoadingText } from './LoadingText';
import { RemoteSection } from './RemoteSection';
import { learnMount, useSiteSections } from './siteSections';

/** Hands the path to the remote that owns its first segment, or shows not-found. */
export function SectionOutlet() {
  const rest = useParams()['*'] ?? '';
  const sections = useSiteSections();
  const mount = rest.split('/')[0] ?? '';
  const owner = sections ? sectionOf(sections.mounts, rest) : undefined;

  // A mount added to remotes.json after this page's HTML was made is still found.
  useEffect(() => {
    if (sections && !owner) learnMount(mount).catch(() => undefined);
  }, [sections, owner, mount]);

  if (!sections) return <LoadingText />;
  if (!owner) return <NotFoundPage />;
  return <RemoteSection key={owner} federationName={owner} />;
}

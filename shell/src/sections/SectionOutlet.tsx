import { useEffect } from 'react';
import { useLocation, useParams } from '@site/router';
import { sectionOf } from '@site/shared/contract/remotes';
import { arrivedAsNotFound, arrivedOffline } from '../app/arrivedAsNotFound';
import { StandIn } from '../layout/StandIn';
import { offlineRoute } from '../offline/offlineRoute';
import { LoadingText } from './LoadingText';
import { RemoteSection } from './RemoteSection';
import { learnMount, useSiteSections } from './siteSections';

/** Hands the path to the remote that owns its first segment, or shows not-found. */
export function SectionOutlet() {
  const rest = useParams()['*'] ?? '';
  const { key } = useLocation();
  const sections = useSiteSections();
  const mount = rest.split('/')[0] ?? '';
  const owner = sections ? sectionOf(sections.mounts, rest) : undefined;

  // A mount added to remotes.json after this page's HTML was made is still found.
  useEffect(() => {
    if (sections && !owner) learnMount(mount).catch(() => undefined);
  }, [sections, owner, mount]);

  // The address the server answered with 404 (the first entry of this visit's history).
  if (arrivedAsNotFound && key === 'default') return <StandIn page="notFound" />;
  // The offline worker's page, for that address or (prerendered) its own.
  if ((arrivedOffline && key === 'default') || rest === offlineRoute) {
    return <StandIn page="offline" />;
  }
  if (!sections) return <LoadingText />;
  if (!owner) return <StandIn page="notFound" />;
  return <RemoteSection key={owner} federationName={owner} />;
}

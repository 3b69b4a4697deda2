import { useParams } from 'react-router-dom';
import { sectionOf } from '@site/shared';
import { NotFoundPage } from '@site/shared/ui';
import { RemoteSection } from './RemoteSection';

/** Hands the path to the remote that owns its first segment, or shows not-found. */
export function SectionOutlet() {
  const rest = useParams()['*'] ?? '';
  const name = sectionOf(rest.split('/')[0] ?? '');
  if (!name) return <NotFoundPage />;
  return <RemoteSection key={name} name={name} />;
}

import { Navigate, useParams } from 'react-router-dom';
import { sitePath } from '@site/shared';
import { NotFoundPage, useLanguage } from '@site/shared/ui';
import { resolveCncDetail } from './content';
import { MachineDetail } from './MachineDetail';

/** /products/cnc-laser/:id — a machine, an old alias that redirects, or not found. */
export function CncLaserDetailPage() {
  const { id = '' } = useParams();
  const language = useLanguage();
  const target = resolveCncDetail(id);
  if (target.kind === 'alias') {
    return <Navigate replace to={sitePath(language, target.canonicalPath)} />;
  }
  if (target.kind === 'unknown') return <NotFoundPage />;
  return <MachineDetail machine={target.machine} />;
}

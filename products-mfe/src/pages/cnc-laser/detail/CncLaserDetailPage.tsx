import { useParams } from '@site/router';
import { LazyNotFoundPage } from '@site/shared/ui/status/LazyNotFoundPage';
import { findCncMachine } from '../../../content/cnc-laser/machines';
import { MachineDetail } from './MachineDetail';

/** /products/cnc-laser/:id: a machine, or not found (old aliases redirect before this). */
export default function CncLaserDetailPage() {
  const { id = '' } = useParams();
  const machine = findCncMachine(id);
  return machine ? <MachineDetail machine={machine} /> : <LazyNotFoundPage />;
}

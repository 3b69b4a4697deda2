import { FieldServicePage } from '../../components/field-service/FieldServicePage';
import { facadeCovering } from './content';

export function FacadeCoveringPage() {
  return <FieldServicePage content={facadeCovering} />;
}

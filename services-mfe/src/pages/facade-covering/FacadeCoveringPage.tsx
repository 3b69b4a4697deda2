import { FieldServicePage } from '../../components/field-service/FieldServicePage';
import { facadeCovering } from './content';

export default function FacadeCoveringPage() {
  return <FieldServicePage content={facadeCovering} />;
}

import { FieldServicePage } from '../../components/field-service/FieldServicePage';
import { buildingAssembly } from './content';

export default function BuildingAssemblyPage() {
  return <FieldServicePage content={buildingAssembly} />;
}

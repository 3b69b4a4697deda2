import { FieldServicePage } from '../../components/field-service/FieldServicePage';
import { buildingAssembly } from './content';

export function BuildingAssemblyPage() {
  return <FieldServicePage content={buildingAssembly} />;
}

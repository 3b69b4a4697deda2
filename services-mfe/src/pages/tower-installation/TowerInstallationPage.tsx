import { FieldServicePage } from '../../components/field-service/FieldServicePage';
import { towerInstallation } from './content';

export function TowerInstallationPage() {
  return <FieldServicePage content={towerInstallation} />;
}

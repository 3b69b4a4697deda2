import { FieldServicePage } from '../../components/field-service/FieldServicePage';
import { towerInstallation } from './content';

export default function TowerInstallationPage() {
  return <FieldServicePage content={towerInstallation} />;
}

import '@site/shared/styles/base.css';
import { bootstrap } from './app/bootstrap';

void bootstrap();

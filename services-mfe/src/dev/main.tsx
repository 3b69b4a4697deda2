import '@site/shared/styles/base.css';
import { runStandalone } from '@site/shared/standalone/runStandalone';
import { section } from '../section';

void runStandalone(section);

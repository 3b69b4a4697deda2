import '@site/shared/styles/base.css';
import { runStandalone } from '@site/shared/standalone';
import { navigation } from '../navigation';
import { section } from '../section';

void runStandalone(section, navigation);

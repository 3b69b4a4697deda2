import common from '@site/shared/locales/ru/common.json';
import home from '../../../content/pages/home/ru/words.json';
import layout from '../../locales/ru/shell.json';

/**
 * Every word a page of the shell starts with in ru, in one chunk: the layout's, the home page's
 * under `home`, and the shared parts' (`common`).
 */
export default { shell: { ...layout, home }, common };

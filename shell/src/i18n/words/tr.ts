import common from '@site/shared/locales/tr/common.json';
import home from '../../../content/pages/home/tr/words.json';
import layout from '../../locales/tr/shell.json';

/**
 * Every word a page of the shell starts with in tr, in one chunk: the layout's, the home page's
 * under `home`, and the shared parts' (`common`).
 */
export default { shell: { ...layout, home }, common };

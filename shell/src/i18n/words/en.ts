import common from '@site/shared/locales/en/common.json';
import home from '../../../content/pages/home/en/words.json';
import layout from '../../locales/en/shell.json';

/**
 * Every word a page of the shell starts with in en, in one chunk: the layout's, the home page's
 * under `home`, and the shared parts' (`common`).
 */
export default { shell: { ...layout, home }, common };

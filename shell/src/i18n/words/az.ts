import common from '@site/shared/locales/az/common.json';
import home from '../../../content/pages/home/az/words.json';
import layout from '../../locales/az/shell.json';

/**
 * Every word a page of the shell starts with in az, in one chunk: the layout's, the home page's
 * under `home`, and the shared parts' (`common`).
 */
export default { shell: { ...layout, home }, common };

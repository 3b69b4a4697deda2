import home from '../../../content/pages/home/en/words.json';
import layout from '../../locales/en/shell.json';

/** The shell's words in en in one chunk: its layout's, and the home page's under `home`. */
export default { ...layout, home };

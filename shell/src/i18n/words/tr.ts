import home from '../../../content/pages/home/tr/words.json';
import layout from '../../locales/tr/shell.json';

/** The shell's words in tr in one chunk: its layout's, and the home page's under `home`. */
export default { ...layout, home };

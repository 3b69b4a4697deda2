import home from '../../../content/pages/home/ru/words.json';
import layout from '../../locales/ru/shell.json';

/** The shell's words in ru in one chunk: its layout's, and the home page's under `home`. */
export default { ...layout, home };

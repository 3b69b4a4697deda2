import home from '../../../content/pages/home/az/words.json';
import layout from '../../locales/az/shell.json';

/** The shell's words in az in one chunk: its layout's, and the home page's under `home`. */
export default { ...layout, home };

/**
 * The translation hooks of the site. The shell shares this module with the remotes at run time,
 * so every app reads the one i18next instance the shell made; only what is exported here is
 * shared.
 */
export { useTranslation } from 'react-i18next';

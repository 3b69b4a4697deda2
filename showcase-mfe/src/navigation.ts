import { sectionNavigation } from '@site/shared';
import az from './locales/az/navigation.json';
import en from './locales/en/navigation.json';
import ru from './locales/ru/navigation.json';
import tr from './locales/tr/navigation.json';

/** The pages this remote lists in menus. */
export const navigation = sectionNavigation('showcase', { az, tr, en, ru }, [
  ['about', 'about'],
  ['sectors', 'sectors'],
  ['projects', 'projects'],
  ['partners', 'partners'],
  ['contact', 'contact'],
]);

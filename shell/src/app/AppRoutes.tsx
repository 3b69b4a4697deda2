import { Route, Routes } from 'react-router';
import { LanguageRedirect } from '../i18n/LanguageRedirect';
import { LanguageRoot } from '../i18n/LanguageRoot';
import { HomePage } from '../pages/home/HomePage';
import { searchPath } from '../search/searchPath';
import { SearchRoute } from '../search/SearchRoute';
import { SectionOutlet } from '../sections/SectionOutlet';

/**
 * The shell knows the home page, the site search and the mount points; each remote routes below
 * its own.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LanguageRedirect />} />
      <Route path=":lng" element={<LanguageRoot />}>
        <Route index element={<HomePage />} />
        <Route path={searchPath} element={<SearchRoute />} />
        <Route path="*" element={<SectionOutlet />} />
      </Route>
    </Routes>
  );
}

import { useTranslation } from '@site/translation';
import { NotFoundPage } from '@site/shared/ui/status/NotFoundPage';
import { useMainMenu } from '../layout/useMainMenu';

/** The shell's not-found page: home, and the site's sections as ways on. */
export function SiteNotFound() {
  const { t } = useTranslation('shell');
  const links = useMainMenu().filter((entry) => entry.path !== '');
  return <NotFoundPage sections={{ label: t('header.primaryNav'), links }} />;
}

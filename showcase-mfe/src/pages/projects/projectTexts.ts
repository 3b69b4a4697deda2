import type { Language } from '@site/shared/i18n/languages';
import type { MessageBundles } from '@site/shared/i18n/messages';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { useTranslation } from '@site/translation';
import type { ProjectIndex } from './content';
import type { ProjectText } from '../../content/types';

/**
 * `content/projects.json` in one language: staff keep the four in one file, a visitor's page
 * carries its own (tooling/content/oneLanguagePlugin.js).
 */
const projectsIn: Record<Language, () => Promise<{ default: unknown }>> = {
  az: () => import('../../../content/projects.json?language=az'),
  tr: () => import('../../../content/projects.json?language=tr'),
  en: () => import('../../../content/projects.json?language=en'),
  ru: () => import('../../../content/projects.json?language=ru'),
};

/** Where the projects' words are kept among the page's words: `showcase.projectTexts.<index>`. */
const textsKey = 'projectTexts';

/** The projects' words in `language`, loaded with the projects page's words. */
export async function loadProjectTexts(language: Language): Promise<MessageBundles> {
  const { projects } = (await projectsIn[language]()).default as { projects: ProjectText[] };
  const texts = projects.map(({ title, description, client, location }, index) => [
    index,
    { title, description, client, location },
  ]);
  return { showcase: { [textsKey]: Object.fromEntries(texts) } };
}

/** The words of each project in the page's language, by its place in the list. */
export function useProjectTexts(): (project: ProjectIndex) => ProjectText | undefined {
  const { i18n } = useTranslation('showcase');
  const language = useLanguage();
  const texts = i18n.getResource(language, 'showcase', textsKey) as
    Record<string, ProjectText> | undefined;
  return (project) => texts?.[project];
}

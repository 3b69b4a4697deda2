import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@site/shared';

export const languages: readonly Language[] = ['az', 'tr', 'en', 'ru'];

export const languageNames: Record<Language, string> = {
  az: 'Azərbaycanca',
  tr: 'Türkçe',
  en: 'English',
  ru: 'Русский',
};

/** The pages this site has so far, each with its h1 in the four languages. */
export const pages: readonly { path: string; h1: Record<Language, string> }[] = [
  {
    path: '',
    h1: {
      az: 'Metal konstruksiyalar və sənaye dəzgahları — çertyojdan təhvilə qədər',
      tr: 'Çelik yapılar ve endüstriyel makineler, çizimden teslimata',
      en: 'Steel structures and industrial machines, from drawing to delivery',
      ru: 'Металлоконструкции и промышленные станки — от чертежа до сдачи',
    },
  },
  {
    path: 'services',
    h1: {
      az: 'İlk eskizdən son bolta qədər',
      tr: 'İlk eskizden son cıvataya kadar',
      en: 'From the first sketch to the last bolt',
      ru: 'От первого эскиза до последнего болта',
    },
  },
  {
    path: 'products',
    h1: {
      az: 'Metal emalı üçün dəzgahlar və sərf materialları',
      tr: 'Metal işleme için makineler ve sarf malzemeleri',
      en: 'Machines and consumables for metalworking',
      ru: 'Станки и расходные материалы для металлообработки',
    },
  },
  {
    path: 'about',
    h1: {
      az: 'Bir şirkətdə mühəndislər, istehsalçılar və servis mütəxəssisləri',
      tr: 'Mühendisler, imalatçılar ve servis teknisyenleri tek bir şirkette',
      en: 'Engineers, fabricators and service technicians in one company',
      ru: 'Инженеры, производственники и сервисные специалисты в одной компании',
    },
  },
];

export const sectionErrorTitle: Record<Language, string> = {
  az: 'Bu bölməni yükləmək mümkün olmadı',
  tr: 'Bu bölüm yüklenemedi',
  en: 'This section could not be loaded',
  ru: 'Не удалось загрузить этот раздел',
};

export const retryLabel: Record<Language, string> = {
  az: 'Yenidən cəhd et',
  tr: 'Tekrar dene',
  en: 'Try again',
  ru: 'Попробовать снова',
};

/**
 * Every page path below the language root, read from the built sitemap (seo.spec checks that the
 * sitemap lists exactly the paths the shell and the remotes declare).
 */
export function sitemapPaths(): string[] {
  const file = fileURLToPath(new URL('../../shell/dist/sitemap.xml', import.meta.url));
  const xml = readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+\/az\/?([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(paths)];
}

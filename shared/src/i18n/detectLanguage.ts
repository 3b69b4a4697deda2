import LanguageDetector from 'i18next-browser-languagedetector';
import {
  detectionOrder,
  languageCookie,
  languageStorageKey,
  pickLanguage,
  type Language,
} from './languages';

const detectorOptions = {
  order: [...detectionOrder],
  lookupLocalStorage: languageStorageKey,
  lookupCookie: languageCookie,
  // A choice is stored by languageChoice.ts, at the moment the visitor makes it.
  caches: [],
};

function createDetector(): LanguageDetector {
  // With a languageUtils that can match codes, detect() returns every candidate in order
  // instead of only the first one, so pickLanguage can skip the ones the site lacks.
  const services = { languageUtils: { getBestMatchFromCodes: (codes: string[]) => codes[0] } };
  return new LanguageDetector(services as never, detectorOptions);
}

/** Stored choice, then the browser's languages in order, then the default. */
export function detectVisitorLanguage(): Language {
  try {
    const detected = createDetector().detect();
    const candidates = Array.isArray(detected) ? detected : detected ? [detected] : [];
    return pickLanguage({ browser: candidates });
  } catch {
    return pickLanguage({});
  }
}

import { languages } from '@site/shared/i18n/languages';
import { loadAllProductsMessages } from '../src/messages';
import { buildDatasheet, type DatasheetFonts } from './buildDatasheet';
import { datasheetEntries } from './catalogue';
import { datasheetPath } from '../src/components/datasheet/datasheetUrl';

export interface DatasheetFile {
  /** Below the remote's root, e.g. `datasheets/az/lathe.pdf`. */
  fileName: string;
  source: Buffer;
}

/**
 * Every datasheet in every language (or only those `wanted`, e.g. the one a dev server is asked
 * for), from the product data and the locale files. Runs in Node.
 */
export async function renderDatasheets(
  fonts: DatasheetFonts,
  wanted: (fileName: string) => boolean = () => true,
): Promise<DatasheetFile[]> {
  const perLanguage = await Promise.all(
    languages.map(async (language) => {
      const entries = datasheetEntries
        .map((entry) => ({ ...entry, fileName: datasheetPath(language, entry.sheet.pdfUrl) }))
        .filter(({ fileName }) => wanted(fileName));
      if (entries.length === 0) return [];
      const messages = await loadAllProductsMessages(language);
      return Promise.all(
        entries.map(async ({ sheet, kind, fileName }) => ({
          fileName,
          source: await buildDatasheet({ sheet, language, messages, fonts, kind }),
        })),
      );
    }),
  );
  return perLanguage.flat();
}

/**
 * The locale to format a language's numbers with. Azerbaijani writes 4,8 and 12.345 like Turkish,
 * but some browsers (Chromium's trimmed locale data) format `az` numbers as English does ("4.8");
 * there the Turkish format, which is the same, stands in.
 */
export function numberLocale(language: string): string {
  if (language !== 'az') return language;
  azFormat ??= new Intl.NumberFormat('az').format(1.5) === '1,5' ? 'az' : 'tr';
  return azFormat;
}

let azFormat: 'az' | 'tr' | undefined;

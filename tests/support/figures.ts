/**
 * Figures on the page written against the site's one rule (shared/src/format/numberFormat.ts):
 * a size in millimetres is one block ("14000 × 3100 mm"), and a number is grouped only from five
 * digits on ("2400 m²", but "12 000"). Phone numbers, decimals and model codes are not figures of
 * this kind and are not matched. Returns the text around each figure of the page's text that
 * breaks the rule.
 */
export function oddFiguresIn(text: string): string[] {
  const groupedMillimetres =
    /(?<![\d,.])[1-9]\d{0,2}(?:[ \u00a0\u202f.,]\d{3})+\s?(?:mm|мм)(?!\p{L})/gu;
  const groupedFourDigits =
    /(?<![\d,.+\u00a0\u202f]|\d[ \u00a0\u202f])[1-9][ \u00a0\u202f.,]\d{3}(?![\d]|[ \u00a0\u202f.,]\d)/gu;
  return [...text.matchAll(groupedMillimetres), ...text.matchAll(groupedFourDigits)].map((match) =>
    text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10),
  );
}

/**
 * Reads the text back out of an uncompressed PDF made by pdfkit: embedded fonts write glyph ids,
 * and each font's ToUnicode map turns them back into characters.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id = '', body = ''] of source.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) {
    objects.set(id, body);
  }
  const toUnicode = (fontId: string): Map<number, string> => {
    const font = objects.get(fontId) ?? '';
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1] ?? '';
    const map = new Map<number, string>();
    const cmap = objects.get(cmapId) ?? '';
    for (const [, start = '0', list = ''] of cmap.matchAll(
      /<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi,
    )) {
      // An entry may hold several characters, e.g. `<0066 006c>` for the fl ligature.
      [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex = ''], offset) => {
        const units = hex.replace(/ /g, '').match(/.{4}/g) ?? [];
        map.set(
          parseInt(start, 16) + offset,
          String.fromCharCode(...units.map((u) => parseInt(u, 16))),
        );
      });
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name = '', id = ''] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (!fonts.has(name)) fonts.set(name, toUnicode(id));
  }
  const lines: string[] = [];
  let current = new Map<number, string>();
  for (const [, stream = ''] of source.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const [, font, array] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (font) current = fonts.get(font) ?? new Map();
      if (array === undefined) continue;
      const glyphs = [...array.matchAll(/<([0-9a-f]+)>/gi)].flatMap(
        ([, hex = '']) => hex.match(/.{4}/g) ?? [],
      );
      lines.push(glyphs.map((glyph) => current.get(parseInt(glyph, 16)) ?? '').join(''));
    }
  }
  return lines.join('\n');
}

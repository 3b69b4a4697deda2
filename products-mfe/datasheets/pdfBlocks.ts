import { colours, contentWidth, ensureRoom, fontNames, margin, type Doc } from './pdfStyle';

export function drawHeading(doc: Doc, text: string, x = margin, width = contentWidth(doc)): void {
  doc.font(fontNames.bold).fontSize(12.5).fillColor(colours.navy).text(text, x, doc.y, { width });
  const y = doc.y + 3;
  doc.rect(x, y, 34, 2.5).fill(colours.accent);
  doc.y = y + 10;
}

/** Label and value rows with alternating shading, breaking across pages between rows. */
export function drawTable(doc: Doc, rows: readonly { label: string; value: string }[]): void {
  const width = contentWidth(doc);
  const labelWidth = width * 0.42;
  const pad = 4;
  const columns = [
    { x: margin + pad, width: labelWidth - 2 * pad, font: fontNames.bold, colour: colours.steel },
    {
      x: margin + labelWidth + pad,
      width: width - labelWidth - 2 * pad,
      font: fontNames.regular,
      colour: colours.navy,
    },
  ];
  doc.fontSize(9);
  rows.forEach((row, index) => {
    const texts = [row.label, row.value];
    const height =
      Math.max(
        ...columns.map((column, i) =>
          doc.font(column.font).heightOfString(texts[i] ?? '', { width: column.width }),
        ),
      ) +
      2 * pad;
    ensureRoom(doc, height);
    const y = doc.y;
    if (index % 2 === 0) doc.rect(margin, y, width, height).fill(colours.band);
    doc
      .moveTo(margin, y + height)
      .lineTo(margin + width, y + height)
      .lineWidth(0.5)
      .stroke(colours.line);
    columns.forEach((column, i) => {
      doc
        .font(column.font)
        .fillColor(column.colour)
        .text(texts[i] ?? '', column.x, y + pad, { width: column.width });
    });
    doc.y = y + height;
  });
}

function listHeight(doc: Doc, items: readonly string[], width: number): number {
  doc.font(fontNames.regular).fontSize(9);
  return items.reduce((sum, item) => sum + doc.heightOfString(item, { width: width - 14 }) + 3, 0);
}

function drawList(doc: Doc, items: readonly string[], x: number, width: number): void {
  doc.font(fontNames.regular).fontSize(9);
  for (const item of items) {
    const y = doc.y;
    doc.rect(x + 1, y + 3.5, 4, 4).fill(colours.accent);
    doc.fillColor(colours.navy).text(item, x + 14, y, { width: width - 14 });
    doc.y += 3;
  }
}

/** Two headed lists side by side (features and applications), kept together on one page. */
export function drawListColumns(
  doc: Doc,
  columns: readonly { title: string; items: readonly string[] }[],
): void {
  const gap = 24;
  const width = (contentWidth(doc) - gap) / columns.length;
  const tallest = Math.max(...columns.map((column) => listHeight(doc, column.items, width)));
  ensureRoom(doc, tallest + 40);
  const top = doc.y;
  let bottom = top;
  columns.forEach((column, index) => {
    const x = margin + index * (width + gap);
    doc.y = top;
    drawHeading(doc, column.title, x, width);
    drawList(doc, column.items, x, width);
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = margin;
  doc.y = bottom;
}

function starPoints(x: number, y: number, size: number): [number, number][] {
  return Array.from({ length: 10 }, (_, point) => {
    const radius = point % 2 === 0 ? size / 2 : size / 4.6;
    const angle = -Math.PI / 2 + (point * Math.PI) / 5;
    return [x + size / 2 + radius * Math.cos(angle), y + size / 2 + radius * Math.sin(angle)];
  });
}

/** Five stars filled to the rating, as the page shows them (4.8: four and most of the fifth). */
export function drawStars(doc: Doc, rating: number, x: number, y: number, size = 12): number {
  for (let star = 0; star < 5; star += 1) {
    const left = x + star * (size + 3);
    const fill = Math.min(1, Math.max(0, rating - star));
    doc.polygon(...starPoints(left, y, size)).fill(colours.line);
    if (fill > 0) {
      doc.save();
      doc.rect(left, y, size * fill, size).clip();
      doc.polygon(...starPoints(left, y, size)).fill(colours.star);
      doc.restore();
    }
  }
  return x + 5 * (size + 3);
}

import {
  colours,
  contentWidth,
  ensureRoom,
  fontNames,
  footerHeight,
  margin,
  type Doc,
} from './pdfStyle';

/** The band at the top of the first page: brand, kind of document and the main contacts. */
export function drawHeader(
  doc: Doc,
  brand: string,
  kind: string,
  contacts: readonly string[],
): void {
  const height = 70;
  doc.rect(0, 0, doc.page.width, height).fill(colours.navy);
  doc
    .font(fontNames.bold)
    .fontSize(17)
    .fillColor(colours.white)
    .text(brand, margin, 18, { lineBreak: false });
  doc.font(fontNames.bold).fontSize(8.5).fillColor(colours.accentLight);
  doc.text(kind, margin, 42, { characterSpacing: 1, lineBreak: false });
  doc.font(fontNames.regular).fontSize(8.5).fillColor(colours.white);
  contacts.forEach((line, index) => {
    doc.text(line, margin, 18 + index * 12, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
  });
  doc.x = margin;
  doc.y = height + 22;
}

interface ContactPanel {
  title: string;
  text: string;
  facts: readonly { label: string; value: string }[];
}

/** A shaded panel: how to reach the company on the left, the contact facts on the right. */
export function drawContactPanel(doc: Doc, { title, text, facts }: ContactPanel): void {
  const pad = 12;
  const gap = 20;
  const leftWidth = (contentWidth(doc) - 2 * pad - gap) * 0.45;
  const rightWidth = contentWidth(doc) - 2 * pad - gap - leftWidth;
  const factText = (fact: { label: string; value: string }) => `${fact.label}: ${fact.value}`;
  doc.fontSize(9);
  const leftHeight =
    doc.font(fontNames.bold).heightOfString(title, { width: leftWidth }) +
    6 +
    doc.font(fontNames.regular).heightOfString(text, { width: leftWidth, lineGap: 2 });
  const rightHeight = facts.reduce(
    (sum, fact) => sum + doc.heightOfString(factText(fact), { width: rightWidth }) + 3,
    0,
  );
  const height = Math.max(leftHeight, rightHeight) + 2 * pad;
  doc.moveDown(1);
  ensureRoom(doc, height);
  const top = doc.y;
  doc.rect(margin, top, contentWidth(doc), height).fill(colours.band);
  doc.rect(margin, top, 3, height).fill(colours.accent);
  doc
    .font(fontNames.bold)
    .fontSize(11)
    .fillColor(colours.navy)
    .text(title, margin + pad, top + pad, { width: leftWidth });
  doc.moveDown(0.3);
  doc
    .font(fontNames.regular)
    .fontSize(9)
    .fillColor(colours.steel)
    .text(text, { width: leftWidth, lineGap: 2 });
  doc.y = top + pad;
  const right = margin + pad + leftWidth + gap;
  for (const fact of facts) {
    doc
      .font(fontNames.bold)
      .fillColor(colours.navy)
      .text(`${fact.label}: `, right, doc.y, { width: rightWidth, continued: true });
    doc.font(fontNames.regular).fillColor(colours.steel).text(fact.value);
    doc.y += 3;
  }
  doc.x = margin;
  doc.y = top + height;
}

/** The company line and the page number at the foot of every page. */
export function drawFooters(
  doc: Doc,
  lines: readonly [string, string],
  pageLabel: (page: number, total: number) => string,
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - footerHeight;
    doc
      .moveTo(margin, top)
      .lineTo(doc.page.width - margin, top)
      .lineWidth(0.5)
      .stroke(colours.line);
    doc.font(fontNames.regular).fontSize(7.5).fillColor(colours.steel);
    doc.text(lines[0], margin, top + 10, { width: contentWidth(doc) - 70, lineBreak: false });
    doc.text(lines[1], margin, top + 20, { width: contentWidth(doc) - 70, lineBreak: false });
    doc.text(pageLabel(index + 1, range.count), margin, top + 10, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}

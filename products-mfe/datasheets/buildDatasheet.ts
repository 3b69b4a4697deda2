import { formatNumber } from '@site/shared/format/numberFormat';
import PDFDocument from 'pdfkit';
import { company, openingHours } from '@site/shared/company/company';
import { normalizeSpecifications } from '../src/specs/normalizeSpecifications';
import { readSpecValue } from '../src/specs/specValue';
import { type Language } from '@site/shared/i18n/languages';
import { type MachineSheet } from '../src/content/types';
import { type MessageBundles } from '@site/shared/i18n/messages';
import { drawHeading, drawListColumns, drawStars, drawTable } from './pdfBlocks';
import { drawContactPanel, drawFooters, drawHeader } from './pdfFrame';
import { colours, contentWidth, fontNames, margin, type Doc } from './pdfStyle';
import { datasheetText } from './datasheetText';

export interface DatasheetFonts {
  /** A font with the Azerbaijani letters and Cyrillic, e.g. DejaVu Sans. */
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface DatasheetInput {
  sheet: MachineSheet;
  language: Language;
  /** The `products` and `common` messages of the language, as the remote loads them. */
  messages: MessageBundles;
  fonts: DatasheetFonts;
  /** A catalogue is titled differently; the content is the same. */
  kind?: 'datasheet' | 'catalogue';
  /** Plain content streams, so a test can read the text back. */
  compress?: boolean;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The datasheet of one machine in one language, as a PDF: name, model, rating, description,
 * specifications, features, applications and the company's contact facts.
 */
export function buildDatasheet(input: DatasheetInput): Promise<Buffer> {
  const { sheet, language, messages, fonts, kind = 'datasheet', compress = true } = input;
  const { t, common, text } = datasheetText(language, messages);
  const name = t(sheet.name);
  const title = t(`datasheet.${kind}`);
  const whatsApp = `wa.me/${company.whatsAppNumber}`;
  const address = company.address[language];
  const hours = openingHours
    .map(({ day, opens, closes }) => {
      const time = opens && closes ? `${opens}–${closes}` : common('hours.closed');
      return `${common(`hours.${day}`)} ${time}`;
    })
    .join('; ');

  const doc = new PDFDocument({
    size: 'A4',
    margin,
    compress,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: { Title: `${name} ${sheet.model}`, Author: company.legalName[language], Subject: title },
  });
  doc.registerFont(fontNames.regular, fonts.regular as Buffer);
  doc.registerFont(fontNames.bold, fonts.bold as Buffer);
  const done = collect(doc);

  drawHeader(doc, company.brandName, title.toLocaleUpperCase(language), [
    company.phone.display,
    company.email,
    whatsApp,
  ]);
  doc.font(fontNames.bold).fontSize(22).fillColor(colours.navy);
  doc.text(name, margin, doc.y, { width: contentWidth(doc) });
  doc.font(fontNames.regular).fontSize(11).fillColor(colours.steel);
  doc.text(`${t('sheet.model')}: ${sheet.model}`, { width: contentWidth(doc) });
  const starsY = doc.y + 6;
  const afterStars = drawStars(doc, sheet.rating, margin, starsY);
  const rating = formatNumber(sheet.rating, language, 1);
  doc.font(fontNames.bold).fontSize(10).fillColor(colours.navy);
  doc.text(t('datasheet.rating', { value: rating }), afterStars + 6, starsY + 1);
  doc.font(fontNames.regular).fontSize(9.5).fillColor(colours.steel);
  doc.text(t(sheet.description), margin, starsY + 24, { width: contentWidth(doc), lineGap: 2 });

  doc.moveDown(1);
  drawHeading(doc, t('sheet.specifications'));
  const rows = normalizeSpecifications(sheet.specifications);
  drawTable(
    doc,
    rows.map((row) => ({
      label: text(row.label),
      value: readSpecValue(row.value, language, text),
    })),
  );
  doc.moveDown(1);
  drawListColumns(doc, [
    { title: t('sheet.features'), items: sheet.features.map((key) => t(key)) },
    { title: t('sheet.applications'), items: sheet.applications.map((key) => t(key)) },
  ]);
  drawContactPanel(doc, {
    title: t('datasheet.contactTitle'),
    text: t('datasheet.contactText', { name }),
    facts: [
      { label: t('datasheet.phone'), value: company.phone.display },
      { label: t('datasheet.email'), value: company.email },
      { label: 'WhatsApp', value: whatsApp },
      { label: t('datasheet.address'), value: address },
      { label: t('datasheet.hours'), value: hours },
    ],
  });

  drawFooters(
    doc,
    [
      `${company.legalName[language]} · ${address}`,
      `${company.phone.display} · ${company.email} · ${whatsApp}`,
    ],
    (page, total) => t('datasheet.page', { page, total }),
  );
  doc.end();
  return done;
}

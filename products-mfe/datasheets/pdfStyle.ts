import type PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;

/** The site's colours (shared/src/styles/base.css), so a datasheet looks like the page it came from. */
export const colours = {
  navy: '#0b1526',
  steel: '#3d4b5f',
  line: '#cfd8e3',
  band: '#f5f7fa',
  accent: '#c2410c',
  accentLight: '#f26b1d',
  star: '#e8a317',
  white: '#ffffff',
} as const;

export const fontNames = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

export const margin = 48;
/** Room kept free at the foot of every page for the contact line. */
export const footerHeight = 46;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * margin;

/** Starts a new page when the next block of `height` points would run into the footer. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - footerHeight - 10) {
    doc.addPage();
    doc.y = margin;
  }
}

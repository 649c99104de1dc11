/**
 * The building blocks of the overview PDF on pdfkit: a bundled Unicode font (Liberation Sans, SIL
 * OFL 1.1, see assets/fonts), headings, key-value lists and tables that break across pages with
 * their header repeated, and the footer stamped on every page at the end.
 */
import { readFileSync } from 'node:fs';
import type PDFDocument from 'pdfkit';

/** pdfkit, loaded on the first PDF: importing it costs about 0.16 s of CPU at start. */
let pdfkitModule: Promise<typeof PDFDocument> | undefined;
const loadPdfkit = () => (pdfkitModule ??= import('pdfkit').then((loaded) => loaded.default));

const FONT_DIR = new URL('../../../assets/fonts/', import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The fonts, read once. pdfkit's built-in Helvetica covers only WinAnsi: no "ř", no Cyrillic. */
function bundledFonts() {
  fonts ??= {
    regular: readFileSync(new URL('LiberationSans-Regular.ttf', FONT_DIR)),
    bold: readFileSync(new URL('LiberationSans-Bold.ttf', FONT_DIR)),
  };
  return fonts;
}

export const REGULAR = 'Body';
export const BOLD = 'Body-Bold';
const MARGIN = 50;
const FOOTER_GAP = 28;
const MUTED = '#555555';
const RULE = '#d0d0d0';
const HEADER_FILL = '#eef1f5';

export type Pdf = PDFKit.PDFDocument;

export async function createPdf(info: { title: string; createdAt: Date }): Promise<Pdf> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: info.title, Creator: 'Tendermark', CreationDate: info.createdAt },
  });
  const { regular, bold } = bundledFonts();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR).fontSize(10);
  return doc;
}

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 48);
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(13).fillColor('black').text(text, doc.page.margins.left);
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(10);
}

export function note(doc: Pdf, text: string): void {
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(text, doc.page.margins.left);
  doc.fillColor('black').fontSize(10);
}

/** Label and value pairs in two columns. */
export function keyValues(doc: Pdf, pairs: Array<[string, string]>): void {
  const left = doc.page.margins.left;
  const labelWidth = 140;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of pairs) {
    doc.font(REGULAR).fontSize(10);
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth - 8 }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    ensureSpace(doc, height + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, left, y, { width: labelWidth - 8 });
    doc
      .fillColor('black')
      .font(BOLD)
      .text(value, left + labelWidth, y, { width: valueWidth });
    doc.y = y + height + 4;
  }
  doc.font(REGULAR);
}

export type Column = { header: string; width: number; align?: 'left' | 'right' };

const CELL_PADDING = 4;

function rowHeight(doc: Pdf, columns: Column[], cells: string[], fontSize: number): number {
  doc.fontSize(fontSize);
  return (
    Math.max(
      ...columns.map((column, index) =>
        doc.heightOfString(cells[index] ?? '', { width: column.width - 2 * CELL_PADDING }),
      ),
    ) +
    2 * CELL_PADDING
  );
}

function drawRow(
  doc: Pdf,
  columns: Column[],
  cells: string[],
  options: { bold?: boolean; fill?: string; fontSize: number },
): void {
  const height = rowHeight(doc, columns, cells, options.fontSize);
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (options.fill) doc.rect(left, top, width, height).fill(options.fill);
  doc
    .font(options.bold ? BOLD : REGULAR)
    .fontSize(options.fontSize)
    .fillColor('black');
  let x = left;
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x + CELL_PADDING, top + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align ?? 'left',
    });
    x += column.width;
  });
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = left;
  doc.y = top + height;
}

/**
 * A table whose column widths are fractions of the content width; rows that do not fit start a
 * new page that repeats the header.
 */
export function table(
  doc: Pdf,
  columns: Column[],
  rows: string[][],
  { fontSize = 9 }: { fontSize?: number } = {},
): void {
  const width = contentWidth(doc);
  const sized = columns.map((column) => ({ ...column, width: column.width * width }));
  const headerCells = sized.map((column) => column.header);
  const header = () =>
    drawRow(doc, sized, headerCells, { bold: true, fill: HEADER_FILL, fontSize });
  ensureSpace(doc, rowHeight(doc, sized, headerCells, fontSize) * 2);
  header();
  for (const cells of rows) {
    if (doc.y + rowHeight(doc, sized, cells, fontSize) > bottomLimit(doc)) {
      doc.addPage();
      header();
    }
    drawRow(doc, sized, cells, { fontSize });
  }
  doc.font(REGULAR).fontSize(10);
}

/** Writes the footer (left text, "Page i of n") on every buffered page. */
export function stampFooters(doc: Pdf, leftText: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Text below the bottom margin would make pdfkit add a page: lift the margin while stamping.
    margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    const width = contentWidth(doc);
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    doc.text(leftText, margins.left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, margins.left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** The finished document's bytes. */
export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

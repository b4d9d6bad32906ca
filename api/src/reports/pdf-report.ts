import { loadReportFonts, registerReportFonts } from './pdf-fonts';
import { drawText, measureText, type TextSize, type TextStyle } from './pdf-text';

// Downloadable PDF reports (transfer, dispute): a title, a block of label/value pairs and
// tables. One layout for every report, so they read alike; callers pass formatted text only
// (money and dates formatted by @pg/domain), never numbers to format here.

export interface ReportColumn {
  header: string;
  /** Share of the table's width; columns without one share what is left equally. */
  width?: number;
  align?: 'left' | 'right';
}

export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: string[][];
  /** Shown instead of an empty table. */
  empty?: string;
  /** A last, bold row (totals). */
  footer?: string[];
}

export interface Report {
  title: string;
  subtitle?: string;
  summary: [label: string, value: string][];
  tables?: ReportTable[];
  /** Small print at the end (who generated it, when). */
  note?: string;
}

const MARGIN = 48;
const INK = '#1d2433';
const MUTED = '#5b6475';
const RULE = '#d5d9e0';

const TITLE: TextStyle = { size: 18, color: INK, bold: true };
const SUBTITLE: TextStyle = { size: 10, color: MUTED };
const LABEL: TextStyle = { size: 10, color: MUTED };
const VALUE: TextStyle = { size: 10, color: INK };
const TABLE_TITLE: TextStyle = { size: 12, color: INK, bold: true };
const NOTE: TextStyle = { size: 8, color: MUTED };
const HEADER: TextStyle = { size: 9, color: MUTED, bold: true };
const CELL: TextStyle = { size: 9, color: INK };
const FOOTER: TextStyle = { size: 9, color: INK, bold: true };
const EMPTY: TextStyle = { size: 10, color: MUTED };

/** Renders the report to PDF bytes. */
export async function renderPdfReport(report: Report): Promise<Buffer> {
  // pdfkit and its font engine load with the first report, not with every API and worker
  // process (a tenth of their module loading, docs/performance.md section 27).
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), loadReportFonts()]);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: report.title, Producer: 'BhutanPay' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerReportFonts(doc);

  flow(doc, report.title, TITLE);
  if (report.subtitle) flow(doc, report.subtitle, SUBTITLE, 0.2);
  doc.moveDown(1);
  summaryBlock(doc, report.summary);
  for (const table of report.tables ?? []) tableBlock(doc, table);
  if (report.note) flow(doc, report.note, NOTE, 1.5);
  doc.end();
  return await done;
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - MARGIN * 2;
}

/** Starts a new page when a block of this height would cross the bottom margin. */
function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN && doc.y > MARGIN) doc.addPage();
}

/** A paragraph across the page, `gap` lines (of its own size) below what came before. */
function flow(doc: PDFKit.PDFDocument, text: string, style: TextStyle, gap = 0): void {
  const width = contentWidth(doc);
  doc.moveDown(gap);
  keepTogether(doc, measureText(doc, text, width, style).height);
  drawText(doc, text, { x: MARGIN, y: doc.y, width }, style);
}

interface Cell {
  text: string;
  x: number;
  width: number;
  style: TextStyle;
  align?: 'left' | 'right';
}

/**
 * Cells side by side on one baseline: a line with Tibetan has a higher ascent than a Latin
 * one, and a Latin label beside a Dzongkha value should still read as one line.
 */
function measureCells(doc: PDFKit.PDFDocument, cells: Cell[]): TextSize {
  const sizes = cells.map((c) => measureText(doc, c.text, c.width, c.style));
  const ascent = Math.max(0, ...sizes.map((s) => s.ascent));
  return { ascent, height: Math.max(0, ...sizes.map((s) => s.height - s.ascent)) + ascent };
}

/** Draws the cells from doc.y on their shared baseline; returns the bottom of the tallest. */
function drawCells(doc: PDFKit.PDFDocument, cells: Cell[], ascent: number): number {
  const y = doc.y;
  return Math.max(y, ...cells.map((c) => drawText(doc, c.text, { x: c.x, y, width: c.width, align: c.align, ascent }, c.style)));
}

function summaryBlock(doc: PDFKit.PDFDocument, pairs: [string, string][]): void {
  const labelWidth = 150;
  for (const [label, value] of pairs) {
    const cells: Cell[] = [
      { text: label, x: MARGIN, width: labelWidth, style: LABEL },
      { text: value || '-', x: MARGIN + labelWidth, width: contentWidth(doc) - labelWidth, style: VALUE },
    ];
    const size = measureCells(doc, cells);
    keepTogether(doc, size.height);
    doc.y = drawCells(doc, cells, size.ascent);
    doc.moveDown(0.3);
  }
}

function columnWidths(doc: PDFKit.PDFDocument, columns: ReportColumn[]): number[] {
  const total = contentWidth(doc);
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const free = columns.filter((c) => c.width === undefined).length;
  const share = free ? Math.max(0, 1 - fixed) / free : 0;
  return columns.map((c) => (c.width ?? share) * total);
}

function tableBlock(doc: PDFKit.PDFDocument, table: ReportTable): void {
  const width = contentWidth(doc);
  doc.moveDown(1.2);
  // The title stays on the page of the table's header and first row (60 pt hold both).
  keepTogether(doc, measureText(doc, table.title, width, TABLE_TITLE).height + 60);
  drawText(doc, table.title, { x: MARGIN, y: doc.y, width }, TABLE_TITLE);
  doc.moveDown(0.4);
  if (table.rows.length === 0) {
    drawText(doc, table.empty ?? 'None', { x: MARGIN, y: doc.y, width }, EMPTY);
    return;
  }
  const widths = columnWidths(doc, table.columns);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const header = table.columns.map((c) => c.header);
  const row = (texts: string[], style: TextStyle) => {
    const cells = texts.map((text, i): Cell => ({ text, x: lefts[i] + 2, width: widths[i] - 4, style, align: table.columns[i]?.align }));
    const size = measureCells(doc, cells);
    // A row that would not fit starts a new page, with the header again.
    if (doc.y + size.height + 6 > doc.page.height - MARGIN) {
      doc.addPage();
      if (texts !== header) row(header, HEADER);
    }
    const bottom = drawCells(doc, cells, size.ascent);
    doc
      .moveTo(MARGIN, bottom + 3)
      .lineTo(MARGIN + width, bottom + 3)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.y = bottom + 6;
  };
  row(header, HEADER);
  for (const cells of table.rows) row(cells, CELL);
  if (table.footer) row(table.footer, FOOTER);
}

import PDFDocument from 'pdfkit';

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

/** Renders the report to PDF bytes. */
export function renderPdfReport(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: report.title, Producer: 'BhutanPay' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(report.title);
  if (report.subtitle) doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED).text(report.subtitle);
  doc.moveDown(1);
  summaryBlock(doc, report.summary);
  for (const table of report.tables ?? []) tableBlock(doc, table);
  if (report.note) {
    doc.x = MARGIN;
    doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(MUTED).text(report.note);
  }
  doc.end();
  return done;
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - MARGIN * 2;
}

function summaryBlock(doc: PDFKit.PDFDocument, pairs: [string, string][]): void {
  const labelWidth = 150;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(value || '-', MARGIN + labelWidth, y, { width: contentWidth(doc) - labelWidth });
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
  // Text without a position flows from doc.x/doc.y; the summary moved x, so it is reset.
  doc.x = MARGIN;
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(table.title);
  doc.moveDown(0.4);
  if (table.rows.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(table.empty ?? 'None');
    return;
  }
  const widths = columnWidths(doc, table.columns);
  const row = (cells: string[], bold: boolean, color: string) => {
    // A row that would not fit starts a new page, with the header again.
    if (doc.y > doc.page.height - MARGIN - 40) {
      doc.addPage();
      if (!bold || color !== MUTED) row(table.columns.map((c) => c.header), true, MUTED);
    }
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    // pdfkit cannot lay out an empty string at a position: a blank cell is a space.
    cells.forEach((cell, i) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(color)
        .text(cell || ' ', x + 2, y, { width: widths[i] - 4, align: table.columns[i]?.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += widths[i];
    });
    doc.moveTo(MARGIN, bottom + 3).lineTo(MARGIN + contentWidth(doc), bottom + 3).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y = bottom + 6;
  };
  row(table.columns.map((c) => c.header), true, MUTED);
  for (const cells of table.rows) row(cells, false, INK);
  if (table.footer) row(table.footer, true, INK);
}

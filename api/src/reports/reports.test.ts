import { csvCell, toCsv } from './csv';
import { renderPdfReport } from './pdf-report';

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['Code', 'Amount'], [['CHK-1', '$1,200.00'], ['CHK-2', null]])).toBe('Code,Amount\r\nCHK-1,"$1,200.00"\r\nCHK-2,\r\n');
  });
});

describe('renderPdfReport', () => {
  it('writes a PDF with the title, the summary and every row, over several pages when long', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`INV-2026-${1000 + i}`, 'paid', `$${i}.00`]);
    const pdf = await renderPdfReport({
      title: 'Transfer TRF-2026-1001',
      subtitle: 'BhutanPay transfer report',
      summary: [['Transfer ID', 'TRF-2026-1001'], ['Transferred Amount', '$1,234.50']],
      tables: [
        { title: 'Invoices', columns: [{ header: 'ID' }, { header: 'Status' }, { header: 'Sub Total', align: 'right' }], rows, footer: ['Total', '', '$7,140.00'] },
        { title: 'Disputes', columns: [{ header: 'ID' }], rows: [], empty: 'No Disputes found' },
      ],
      note: 'Generated 23-Nov-2026 by PG Admin',
    });
    const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Title');
    // 120 rows do not fit on one A4 page; 3 do.
    expect(pages(pdf)).toBeGreaterThan(2);
    const short = await renderPdfReport({ title: 'Short', summary: [], tables: [{ title: 'Invoices', columns: [{ header: 'ID' }, { header: 'Status' }, { header: 'Sub Total' }], rows: rows.slice(0, 3) }] });
    expect(pages(short)).toBe(1);
  });
});

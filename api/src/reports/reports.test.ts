import { PDFParse } from 'pdf-parse';

import { csvCell, toCsv } from './csv';
import { renderPdfReport } from './pdf-report';

/** The text a PDF reader gets back (through each font's ToUnicode map), as pdf.js extracts it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv(
        ['Code', 'Amount'],
        [
          ['CHK-1', '$1,200.00'],
          ['CHK-2', null],
        ],
      ),
    ).toBe('Code,Amount\r\nCHK-1,"$1,200.00"\r\nCHK-2,\r\n');
  });
});

describe('renderPdfReport', () => {
  it('writes a PDF with the title, the summary and every row, over several pages when long', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`INV-2026-${1000 + i}`, 'paid', `$${i}.00`]);
    const pdf = await renderPdfReport({
      title: 'Transfer TRF-2026-1001',
      subtitle: 'BhutanPay transfer report',
      summary: [
        ['Transfer ID', 'TRF-2026-1001'],
        ['Transferred Amount', '$1,234.50'],
      ],
      tables: [
        {
          title: 'Invoices',
          columns: [{ header: 'ID' }, { header: 'Status' }, { header: 'Sub Total', align: 'right' }],
          rows,
          footer: ['Total', '', '$7,140.00'],
        },
        { title: 'Disputes', columns: [{ header: 'ID' }], rows: [], empty: 'No Disputes found' },
      ],
      note: 'Generated 23-Nov-2026 by PG Admin',
    });
    const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Title');
    // 120 rows do not fit on one A4 page; 3 do.
    expect(pages(pdf)).toBeGreaterThan(2);
    const short = await renderPdfReport({
      title: 'Short',
      summary: [],
      tables: [{ title: 'Invoices', columns: [{ header: 'ID' }, { header: 'Status' }, { header: 'Sub Total' }], rows: rows.slice(0, 3) }],
    });
    expect(pages(short)).toBe(1);
  });
});

describe('renderPdfReport fonts', () => {
  const dzongkha = 'འབྲུག་ཡུལ་ལམ་འགྲུལ';
  const mixed = 'Druk Tours འབྲུག';
  const accented = 'Ångström Café Zoë Šťastný';

  it('writes Dzongkha, ₹, Nu., € and accented names as real text in embedded Noto fonts', async () => {
    const pdf = await renderPdfReport({
      title: `Transfer for ${dzongkha}`,
      summary: [
        ['Organization', dzongkha],
        ['Merchant', accented],
        ['Transferred Amount', '₹1,234.50'],
        ['Local', 'Nu. 1,234.50 · €99.00'],
      ],
      tables: [
        {
          title: 'Invoices',
          columns: [{ header: 'ID' }, { header: 'Customer' }, { header: 'Sub Total', align: 'right' }],
          rows: [['INV-2026-1001', mixed, '₹1,234.50']],
        },
      ],
    });
    const text = await pdfText(pdf);
    for (const expected of [`Transfer for ${dzongkha}`, dzongkha, accented, '₹1,234.50', 'Nu. 1,234.50 · €99.00', mixed]) {
      expect(text).toContain(expected);
    }
    // Subsets of the Noto faces, not the 14 standard fonts (Helvetica knows Latin-1 only).
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);
    expect([...new Set(fonts)].sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSerifTibetan-Bold', 'NotoSerifTibetan-Regular']);
  });

  it('wraps a long Dzongkha name in a narrow column and loses none of it', async () => {
    const long = Array.from({ length: 6 }, () => dzongkha).join('་');
    const pdf = await renderPdfReport({
      title: 'Wrapping',
      summary: [],
      tables: [{ title: 'Invoices', columns: [{ header: 'Customer', width: 0.2 }, { header: 'Status' }], rows: [[long, 'paid']] }],
    });
    const text = await pdfText(pdf);
    const tibetan = text.split('\n').filter((line) => /[\u0F00-\u0FFF]/u.test(line));
    expect(tibetan.length).toBeGreaterThan(2);
    expect(tibetan.join('').replace(/\s|paid/gu, '')).toBe(long);
  });
});

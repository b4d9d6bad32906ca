import PDFDocument from 'pdfkit';

import { faceFor, loadReportFonts, registerReportFonts } from './pdf-fonts';
import { breakPieces, drawText, measureText, scriptRuns } from './pdf-text';

describe('scriptRuns', () => {
  it('gives Tibetan letters their own runs; spaces and marks stay with the run they follow', () => {
    expect(scriptRuns('Druk Tours འབྲུག ₹5')).toEqual([
      { text: 'Druk Tours ', script: 'latin' },
      { text: 'འབྲུག ', script: 'tibetan' },
      { text: '₹5', script: 'latin' },
    ]);
    expect(scriptRuns('Zoe\u0308')).toEqual([{ text: 'Zoe\u0308', script: 'latin' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('breakPieces', () => {
  it('lets a line end after spaces, a tsheg or shad, or a hyphen not before a digit', () => {
    expect(breakPieces('Druk  Tours')).toEqual(['Druk  ', 'Tours']);
    expect(breakPieces('འབྲུག་ཡུལ། ལམ')).toEqual(['འབྲུག་', 'ཡུལ། ', 'ལམ']);
    expect(breakPieces('INV-2026-1001 druk-tours')).toEqual(['INV-2026-1001 ', 'druk-', 'tours']);
    expect(breakPieces('')).toEqual([]);
  });
});

describe('measureText and drawText', () => {
  let doc: PDFKit.PDFDocument;
  beforeAll(async () => {
    await loadReportFonts();
    doc = new PDFDocument({ size: 'A4' });
    registerReportFonts(doc);
  });

  const style = { size: 10, color: '#000' };

  it('wraps a long text into lines no wider than the box, each word once, in order', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const text = words.join(' ');
    const { height } = measureText(doc, text, 120, style);
    const oneLine = measureText(doc, 'word', 120, style).height;
    expect(height).toBeGreaterThan(oneLine * 5);
    // Each line measured again as drawn fits the box.
    const lines: string[] = [];
    const text0 = doc.text.bind(doc);
    doc.text = (t: string, ...rest: unknown[]) => (lines.push(t), text0(t, ...(rest as [number, number, PDFKit.Mixins.TextOptions])));
    try {
      drawText(doc, text, { x: 0, y: 0, width: 120 }, style);
    } finally {
      doc.text = text0;
    }
    expect(lines.join(' ').split(/\s+/).filter(Boolean)).toEqual(words);
    for (const line of lines) expect(doc.font(faceFor('latin', false).name).fontSize(10).widthOfString(line.trimEnd())).toBeLessThanOrEqual(120 + 0.5);
  });

  it('measures each piece of a long text about once, however wide the box (not its whole line so far for every piece)', () => {
    const measured = (text: string, width: number) => {
      let chars = 0;
      const width0 = doc.widthOfString.bind(doc);
      doc.widthOfString = (t: string, o?: PDFKit.Mixins.TextOptions) => ((chars += t.length), width0(t, o));
      try {
        measureText(doc, text, width, style);
      } finally {
        doc.widthOfString = width0;
      }
      return chars / text.length;
    };
    const text = Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' ');
    // The paragraph once (does it fit?), each piece once, each line once as drawn: about 3 times
    // its length, in a narrow box as in a page-wide one (the quadratic layout: more the wider the box).
    expect(measured(text, 100)).toBeLessThan(3.5);
    expect(measured(text, 500)).toBeLessThan(3.5);
  });
});

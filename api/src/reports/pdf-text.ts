import { faceFor, type FontFace, type Script } from './pdf-fonts';

// Text layout for the reports. A name may mix scripts ("Druk Tours འབྲུག"), and no one font
// has them all: each line is cut into runs by script, each run drawn with its script's font on
// one shared baseline. pdfkit's own wrapping (`continued` runs) cannot do that: it puts every
// font's text at that font's ascent, so Latin and Tibetan would sit at different heights.

export interface TextStyle {
  size: number;
  color: string;
  bold?: boolean;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
  /** The first line's ascent at least this: cells side by side share one baseline. */
  ascent?: number;
}

export interface TextSize {
  height: number;
  /** The first line's ascent (top to baseline). */
  ascent: number;
}

export interface Run {
  text: string;
  script: Script;
}

interface Part {
  text: string;
  face: FontFace;
  width: number;
}

interface Line {
  parts: Part[];
  width: number;
  ascent: number;
  height: number;
}

const TIBETAN = /[\u0F00-\u0FFF]/u;
// Spaces are in both fonts, and a combining mark must stay with its letter to be shaped.
const JOINS_PREVIOUS = /[\s\p{M}\u200C\u200D]/u;
// Tibetan writes no spaces between syllables: a line may end after a tsheg (་) or a shad (།).
const TIBETAN_BREAK = /[\u0F0B\u0F0D-\u0F11]/u;

/** Cuts text into runs of one script each. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script = TIBETAN.test(char) ? 'tibetan' : last && JOINS_PREVIOUS.test(char) ? last.script : 'latin';
    if (last?.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

/**
 * Pieces a line may end after: a word with its following spaces, a Tibetan syllable with its
 * tsheg, a part of a hyphenated word (not "-2" in "INV-2026", as Unicode line breaking says).
 */
export function breakPieces(paragraph: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  const chars = [...paragraph];
  chars.forEach((char, i) => {
    piece += char;
    const next = chars[i + 1];
    if (next === undefined || /\s/u.test(next)) return;
    if (/\s/u.test(char) || TIBETAN_BREAK.test(char) || (char === '-' && !/\d/u.test(next))) {
      pieces.push(piece);
      piece = '';
    }
  });
  if (piece) pieces.push(piece);
  return pieces;
}

function measureParts(doc: PDFKit.PDFDocument, text: string, style: TextStyle): Part[] {
  return scriptRuns(text).map((run) => {
    const face = faceFor(run.script, style.bold ?? false);
    return { text: run.text, face, width: doc.font(face.name).fontSize(style.size).widthOfString(run.text) };
  });
}

function makeLine(doc: PDFKit.PDFDocument, text: string, style: TextStyle): Line {
  const parts = measureParts(doc, text.trimEnd(), style);
  // A blank line is as tall as a line of Latin text; a line with Tibetan is taller (its stacks).
  const faces = parts.length ? parts.map((p) => p.face) : [faceFor('latin', style.bold ?? false)];
  const ascent = Math.max(...faces.map((f) => f.ascent)) * style.size;
  const descent = Math.max(...faces.map((f) => f.descent)) * style.size;
  return { parts, width: parts.reduce((sum, p) => sum + p.width, 0), ascent, height: ascent + descent };
}

/**
 * Lays text out in lines no wider than `width`, breaking at newlines and where pieces end. Each
 * piece is measured once and a line's width is the sum of its pieces' (a long dispute description
 * measured its whole line so far for every piece: quadratic); kerning across a piece boundary is
 * lost, a fraction of a point.
 */
function layout(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): Line[] {
  const widthOf = (candidate: string) => measureParts(doc, candidate, style).reduce((sum, part) => sum + part.width, 0);
  const measure = (unit: string) => {
    const kept = unit.trimEnd();
    const trimmed = widthOf(kept);
    return { text: unit, trimmed, full: kept === unit ? trimmed : trimmed + widthOf(unit.slice(kept.length)) };
  };
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    // Most cells fit on one line: one measurement, not one per piece.
    if (widthOf(paragraph.trimEnd()) <= width) {
      lines.push(paragraph);
      continue;
    }
    let line = '';
    let lineWidth = 0;
    for (const piece of breakPieces(paragraph)) {
      // A piece longer than a whole line is cut between letters (a letter keeps its marks).
      const measured = measure(piece);
      const units = measured.trimmed <= width ? [measured] : (piece.match(/\p{M}+|\P{M}\p{M}*/gu) ?? [piece]).map(measure);
      for (const unit of units) {
        // Trailing spaces end a line without taking room; inside a line they do.
        if (line && lineWidth + unit.trimmed > width) {
          lines.push(line);
          line = unit.text.trimStart();
          lineWidth = line === unit.text ? unit.full : widthOf(line);
        } else {
          line += unit.text;
          lineWidth += unit.full;
        }
      }
    }
    lines.push(line);
  }
  return lines.map((line) => makeLine(doc, line, style));
}

/** The room text takes in a box of this width: to keep a block on one page, to share a baseline. */
export function measureText(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): TextSize {
  const lines = layout(doc, text, width, style);
  restoreFont(doc, style);
  return { height: lines.reduce((sum, line) => sum + line.height, 0), ascent: lines[0]?.ascent ?? 0 };
}

/** Draws text in the box, wrapped; returns the y below its last line (also left in doc.y). */
export function drawText(doc: PDFKit.PDFDocument, text: string, box: TextBox, style: TextStyle): number {
  let y = box.y;
  const lines = layout(doc, text, box.width, style);
  const first = lines[0];
  if (first && box.ascent !== undefined && box.ascent > first.ascent) {
    first.height += box.ascent - first.ascent;
    first.ascent = box.ascent;
  }
  for (const line of lines) {
    let x = box.align === 'right' ? box.x + box.width - line.width : box.x;
    for (const part of line.parts) {
      // baseline 'alphabetic': y is the baseline itself, the same for every font on the line.
      doc
        .font(part.face.name)
        .fontSize(style.size)
        .fillColor(style.color)
        .text(part.text, x, y + line.ascent, { lineBreak: false, baseline: 'alphabetic' });
      x += part.width;
    }
    y += line.height;
  }
  restoreFont(doc, style);
  doc.x = box.x;
  doc.y = y;
  return y;
}

// moveDown() measures by the current font: leave the Latin one, not whichever run came last.
function restoreFont(doc: PDFKit.PDFDocument, style: TextStyle): void {
  doc.font(faceFor('latin', style.bold ?? false).name).fontSize(style.size);
}

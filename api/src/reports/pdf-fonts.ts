import { readFileSync } from 'node:fs';

import type { Font } from 'fontkit';

// The fonts of the PDF reports. pdfkit's built-in Helvetica only knows WinAnsi (Latin-1), so a
// Dzongkha organization name or ₹ came out as garbage. Noto Sans covers Latin, Greek, Cyrillic
// and the currency signs (₹, €, Nu. is plain Latin); Tibetan script (Dzongkha) needs a font of
// its own, Noto Serif Tibetan (Google Fonts has no Noto Sans Tibetan). Both are full TrueType
// files from npm packages (SIL Open Font License 1.1); pdfkit embeds only the glyphs used.

export type Script = 'latin' | 'tibetan';

export interface FontFace {
  /** The name the face is registered under in a document (`doc.font(name)`). */
  name: string;
  /** Baseline to the top of a line, in units of the font size. */
  ascent: number;
  /** Baseline to the bottom of a line (with the font's line gap), in units of the font size. */
  descent: number;
}

// Resolved through Node's module resolution, so the files are found from api/src (tests) and
// api/dist (the built code) alike, wherever npm hoisted the packages.
const FILES: Record<Script, Record<'regular' | 'bold', string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  tibetan: {
    regular: '@expo-google-fonts/noto-serif-tibetan/400Regular/NotoSerifTibetan_400Regular.ttf',
    bold: '@expo-google-fonts/noto-serif-tibetan/700Bold/NotoSerifTibetan_700Bold.ttf',
  },
};

interface LoadedFace extends FontFace {
  data: Buffer;
}

// Read once per process, on the first report: about 2.7 MB, shared by every document.
let loaded: Map<string, LoadedFace> | undefined;

function faces(): Map<string, LoadedFace> {
  if (!loaded) {
    loaded = new Map();
    for (const [script, weights] of Object.entries(FILES)) {
      for (const [weight, file] of Object.entries(weights)) {
        const data = readFileSync(require.resolve(file));
        const name = `${script}-${weight}`;
        loaded.set(name, { name, data, ...verticalMetrics(data) });
      }
    }
  }
  return loaded;
}

/** The face for text of a script; every report uses these four. */
export function faceFor(script: Script, bold: boolean): FontFace {
  const face = faces().get(`${script}-${bold ? 'bold' : 'regular'}`);
  if (!face) throw new Error(`No report font for ${script}`);
  return face;
}

// The faces parsed by fontkit, once per process: a document given the files parsed their tables
// again, 150 to 250 ms of CPU per report (docs/performance.md section 27). A parsed face is read
// only; each document makes its own subset of the glyphs it used.
let parsed: Map<string, Font> | undefined;

/** Parses the faces on the first report (fontkit loads with it, not with the app). */
export async function loadReportFonts(): Promise<void> {
  if (parsed) return;
  const fontkit = await import('fontkit');
  parsed ??= new Map([...faces().values()].map((face) => [face.name, fontkit.create(face.data)]));
}

/** Makes the faces known to a document by name; pdfkit embeds a face only once text uses it. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  if (!parsed) throw new Error('loadReportFonts() first');
  // pdfkit 0.20 takes a parsed fontkit face (PDFFontFactory.open: an object with layout());
  // its type declarations list file sources only.
  for (const [name, font] of parsed) doc.registerFont(name, font as unknown as Buffer);
}

/**
 * Ascent and descent from the font's `hhea` table, as pdfkit positions text by them. Runs of
 * two fonts share one baseline on a line, which needs them; pdfkit does not expose them.
 */
function verticalMetrics(font: Buffer): Pick<FontFace, 'ascent' | 'descent'> {
  const table = (tag: string): number => {
    const count = font.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
    }
    throw new Error(`Font has no ${tag} table`);
  };
  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const hhea = table('hhea');
  const ascender = font.readInt16BE(hhea + 4);
  const descender = font.readInt16BE(hhea + 6);
  const lineGap = font.readInt16BE(hhea + 8);
  return { ascent: ascender / unitsPerEm, descent: (lineGap - descender) / unitsPerEm };
}

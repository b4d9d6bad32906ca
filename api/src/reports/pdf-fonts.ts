import { readFileSync } from 'node:fs';

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

/** Makes the faces known to a document by name; pdfkit embeds a face only once text uses it. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const face of faces().values()) doc.registerFont(face.name, face.data);
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

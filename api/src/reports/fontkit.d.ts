// The part of fontkit (pdfkit's font engine) the reports use: it ships no type declarations.
declare module 'fontkit' {
  /** A parsed TrueType face; pdfkit lays text out with it. */
  export interface Font {
    layout: (text: string) => unknown;
  }
  export function create(data: Buffer): Font;
}

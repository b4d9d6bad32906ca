/** A legal document as data, so one layout renders every legal page and dialog. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

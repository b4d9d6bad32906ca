// Shared shapes for status unions: select options and badge tones.

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Select options in the label map's key order (which is the display order). */
export const optionsFrom = <V extends string>(labels: Record<V, string>): Option<V>[] =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

/** Badge colours by meaning, so the UI kit maps them to its theme once: success green, info dark blue, danger red. */
export type Tone = 'success' | 'info' | 'danger' | 'warning' | 'neutral';

/** "merchantApproved" -> "Merchant Approved": the spec's "capitalised, with spaces" progress display. */
export function startCase(value: string): string {
  const spaced = value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return spaced.replace(/\b\w/g, (c) => c.toUpperCase());
}

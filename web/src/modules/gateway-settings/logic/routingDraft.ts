import { normaliseCountries, parseCents } from '@pg/domain';

// Issue 41: a card brand's routing as the editor holds it. Amounts are typed in dollars and sent
// as integer cents; countries are typed as a list ("DE, FR").

export interface RuleDraft {
  /** Stable key for React while rules move. */
  key: string;
  minAmount: string;
  maxAmount: string;
  countries: string;
  processors: string[];
}

export interface RoutingDraft {
  processors: string[];
  rules: RuleDraft[];
}

export interface SavedRouting {
  processors: readonly string[];
  rules: ReadonlyArray<{ minAmountCents?: number | null; maxAmountCents?: number | null; countries: readonly string[]; processors: readonly string[] }>;
}

export interface RoutingInput {
  processors: string[];
  rules: { minAmountCents: number | null; maxAmountCents: number | null; countries: string[]; processors: string[] }[];
}

let keys = 0;
const nextKey = () => `rule-${++keys}`;

const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));

export function draftOf(saved: SavedRouting): RoutingDraft {
  return {
    processors: [...saved.processors],
    rules: saved.rules.map((rule) => ({
      key: nextKey(),
      minAmount: dollars(rule.minAmountCents),
      maxAmount: dollars(rule.maxAmountCents),
      countries: rule.countries.join(', '),
      processors: [...rule.processors],
    })),
  };
}

/** A new rule: the brand's first processor, which every rule starts with (decision 0174). */
export function emptyRule(processors: readonly string[]): RuleDraft {
  return { key: nextKey(), minAmount: '', maxAmount: '', countries: '', processors: processors.slice(0, 1) };
}

/** The amount typed, in cents: null when blank, NaN when it is not an amount (the server then explains). */
export function centsOf(text: string): number | null {
  if (!text.trim()) return null;
  return parseCents(text.replace(/[$,\s]/g, '')) ?? Number.NaN;
}

export function countriesOf(text: string): string[] {
  return normaliseCountries(text.split(/[,\s]+/));
}

/** The draft as the saveCardRouting and routingPreview inputs take it. */
export function inputOf(draft: RoutingDraft): RoutingInput {
  return {
    processors: draft.processors,
    rules: draft.rules.map((rule) => ({
      minAmountCents: centsOf(rule.minAmount),
      maxAmountCents: centsOf(rule.maxAmount),
      countries: countriesOf(rule.countries),
      processors: rule.processors,
    })),
  };
}

/** Whether the input can be sent as is (GraphQL's Int refuses NaN): amounts that are not amounts are shown, not sent. */
export function sendable(input: RoutingInput): boolean {
  return input.rules.every((rule) => !Number.isNaN(rule.minAmountCents) && !Number.isNaN(rule.maxAmountCents));
}

/** A copy of the list with the item at `index` moved by `by` (-1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to], copy[index]];
  return copy;
}

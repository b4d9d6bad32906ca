import type { Leaf } from './fuzz-schema';

// The inputs a person (or a pasted text) can put in a form field, by the field's type.

export interface Variant {
  label: string;
  value: unknown;
}

export const STRING_VARIANTS: Variant[] = [
  { label: "''", value: '' },
  { label: "'   '", value: '   ' },
  { label: '300 chars', value: 'a'.repeat(300) },
  { label: '10,000 chars', value: 'b'.repeat(10_000) },
  { label: 'Dzongkha', value: 'འབྲུག་ཡུལ་' },
  { label: 'emoji', value: '🏔️💳' },
  { label: '<script>', value: '<script>alert(1)</script>' },
  { label: 'NUL byte', value: 'Tour\u0000guide' },
];

/** Money typed as text (the REST amount, text fields named like amounts). */
export const MONEY_TEXT_VARIANTS: Variant[] = [
  { label: 'non-numeric', value: 'ten dollars' },
  { label: 'comma decimal', value: '12,50' },
  { label: 'negative text', value: '-5' },
  { label: 'three decimals text', value: '2.555' },
  { label: 'huge text', value: '1e15' },
];

const NUMBER_VARIANTS: Variant[] = [
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '2.555', value: 2.555 },
  { label: '1e15', value: 1e15 },
  { label: '2147483647', value: 2147483647 },
  { label: '2147483648', value: 2147483648 },
];

const DATE_VARIANTS: Variant[] = [
  { label: "''", value: '' },
  { label: 'not a date', value: 'not a date' },
  { label: 'year 99999', value: '+099999-01-01T00:00:00.000Z' },
];

/** Ids come from pickers, not typing; a stale or forged one must still get an answer. */
const ID_VARIANTS: Variant[] = [
  { label: "''", value: '' },
  { label: 'not an id', value: 'not-an-id' },
  { label: 'NUL byte', value: 'a\u0000b' },
];

const MONEY_NAME = /amount|price|fee/i;

export function variantsFor(leaf: Leaf): Variant[] {
  if (leaf.kind === 'ENUM') return [{ label: 'not a value', value: 'NOT_A_VALUE' }];
  switch (leaf.type) {
    case 'String':
      return MONEY_NAME.test(leaf.name) ? [...STRING_VARIANTS, ...MONEY_TEXT_VARIANTS] : STRING_VARIANTS;
    case 'Int':
    case 'Float':
      return NUMBER_VARIANTS;
    case 'DateTime':
      return DATE_VARIANTS;
    case 'ID':
      return ID_VARIANTS;
    default:
      return [];
  }
}

export interface Answer {
  ok: boolean;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

// The API's answer to an unexpected exception (graphql.options.ts, PROCESS_SYSTEM_ERROR).
const GENERIC = /^Unexpected error has occurred/;

/** Why an answer breaks the rule, or undefined: success, or a refusal that says what is wrong. */
export function problemWith(answer: Answer, leaf: { path: (string | number)[] }, formField: boolean): string | undefined {
  if (answer.ok) return undefined;
  if (answer.code === 'INTERNAL_SERVER_ERROR' || !answer.code || GENERIC.test(answer.message ?? '')) return `generic: ${answer.code} ${answer.message}`;
  if (answer.code !== 'BAD_USER_INPUT' || !formField) return undefined;
  // The leaf or an input object holding it; not the argument itself ('invoice' would match any invoice message).
  const names = leaf.path.slice(leaf.path.length > 1 ? 1 : 0).filter((p): p is string => typeof p === 'string');
  return names.some((name) => namesField(answer, name)) ? undefined : `does not name the field: ${answer.message} ${JSON.stringify(answer.fields ?? {})}`;
}

/** The refusal is on the field (or the object holding it): its key in extensions.fields, or its name in the message. */
function namesField(answer: Answer, name: string): boolean {
  if (answer.fields && name in answer.fields) return true;
  const message = (answer.message ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const words = name
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 4);
  return message.includes(name.toLowerCase()) || words.some((w) => message.includes(w));
}

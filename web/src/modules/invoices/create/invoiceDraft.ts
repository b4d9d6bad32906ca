import {
  bpsToPercent,
  DEFAULT_PLATFORM_FEE_BPS,
  type InvoiceTotals,
  invoiceTotals,
  type InvoiceType,
  parseCents,
  percentToBps,
  validateDisbursement,
  validateInvoiceCreate,
  validateInvoiceCustomer,
  validateInvoicePayment,
  validateInvoiceTrip,
  validateLineItem,
} from '@pg/domain';

import type { CreateInvoiceInput } from '../../../gql/graphql';

// The create page's draft (spec 000 s2 'Invoice create page', s5, s9) as plain data and pure
// functions: the page keeps it in one reducer, so nothing typed is lost when the server refuses.
// Every rule comes from @pg/domain (shared with the API) and every figure from fees.ts.

/** Recipient types a merchant picks for a disbursement; government is the fixed DOI row only. */
export const RECIPIENT_TYPES = ['hotel', 'airline', 'agency'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number] | 'government';
export const RECIPIENT_TYPE_LABELS: Record<RecipientType, string> = {
  government: 'Government',
  hotel: 'Hotel',
  airline: 'Airline',
  agency: 'Tour Operator',
};

export interface UploadedFile {
  /** Stored name from issuePresignedURL, sent as file.path. */
  path: string;
  caption: string;
  mimetype: string;
}

export interface LineDraft {
  key: number;
  description: string;
  quantity: string;
  price: string;
}

export interface DisbursementDraft {
  key: number;
  /** The fixed Department Of Immigration row: type and recipient locked, never removed. */
  isDefault: boolean;
  type: RecipientType | '';
  recipient: { id: string; name: string } | null;
  amount: string;
  file: UploadedFile | null;
}

export interface InvoiceDraft {
  name: string;
  recipientName: string;
  recipientSurName: string;
  recipientEmail: string;
  type: InvoiceType | '';
  merchantPO: string;
  merchantFeeBps: number;
  dateOfService: string;
  numberOfPax: string;
  lineItems: LineDraft[];
  disbursements: DisbursementDraft[];
  nextKey: number;
}

export type DraftField = 'name' | 'recipientName' | 'recipientSurName' | 'recipientEmail' | 'type' | 'merchantPO' | 'dateOfService' | 'numberOfPax';

/** The first line item starts with zero values; the first disbursement is the DOI row. */
export function emptyDraft(merchantFeeBps: number): InvoiceDraft {
  return {
    name: '',
    recipientName: '',
    recipientSurName: '',
    recipientEmail: '',
    type: '',
    merchantPO: '',
    merchantFeeBps,
    dateOfService: '',
    numberOfPax: '',
    lineItems: [{ key: 1, description: '', quantity: '0', price: '0' }],
    disbursements: [{ key: 2, isDefault: true, type: 'government', recipient: null, amount: '0', file: null }],
    nextKey: 3,
  };
}

export type DraftAction =
  | { type: 'field'; field: DraftField; value: string }
  | { type: 'fee'; bps: number }
  | { type: 'addLine' }
  | { type: 'changeLine'; key: number; field: 'description' | 'quantity' | 'price'; value: string }
  | { type: 'removeLine'; key: number }
  | { type: 'moveLine'; key: number; by: -1 | 1 }
  | { type: 'addDisbursement' }
  | { type: 'changeDisbursement'; key: number; patch: Partial<Omit<DisbursementDraft, 'key' | 'isDefault'>> }
  | { type: 'removeDisbursement'; key: number }
  | { type: 'defaultRecipient'; recipient: { id: string; name: string } };

export function draftReducer(draft: InvoiceDraft, action: DraftAction): InvoiceDraft {
  switch (action.type) {
    case 'field':
      return { ...draft, [action.field]: action.value };
    case 'fee':
      return { ...draft, merchantFeeBps: action.bps };
    case 'addLine':
      return { ...draft, lineItems: [...draft.lineItems, { key: draft.nextKey, description: '', quantity: '', price: '' }], nextKey: draft.nextKey + 1 };
    case 'changeLine':
      return { ...draft, lineItems: draft.lineItems.map((l) => (l.key === action.key ? { ...l, [action.field]: action.value } : l)) };
    case 'removeLine':
      return { ...draft, lineItems: draft.lineItems.filter((l) => l.key !== action.key) };
    case 'moveLine': {
      const from = draft.lineItems.findIndex((l) => l.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.lineItems.length) return draft;
      const lineItems = [...draft.lineItems];
      [lineItems[from], lineItems[to]] = [lineItems[to], lineItems[from]];
      return { ...draft, lineItems };
    }
    case 'addDisbursement':
      return {
        ...draft,
        disbursements: [...draft.disbursements, { key: draft.nextKey, isDefault: false, type: '', recipient: null, amount: '', file: null }],
        nextKey: draft.nextKey + 1,
      };
    case 'changeDisbursement':
      return {
        ...draft,
        disbursements: draft.disbursements.map((d) => (d.key === action.key ? patchDisbursement(d, action.patch) : d)),
      };
    case 'removeDisbursement':
      return { ...draft, disbursements: draft.disbursements.filter((d) => d.key !== action.key || d.isDefault) };
    case 'defaultRecipient':
      return { ...draft, disbursements: draft.disbursements.map((d) => (d.isDefault ? { ...d, recipient: action.recipient } : d)) };
  }
}

function patchDisbursement(row: DisbursementDraft, patch: Partial<Omit<DisbursementDraft, 'key' | 'isDefault'>>): DisbursementDraft {
  // The DOI row keeps its type and recipient whatever is asked.
  if (row.isDefault) return { ...row, amount: patch.amount ?? row.amount, file: patch.file === undefined ? row.file : patch.file };
  const next = { ...row, ...patch };
  // A new type means another recipient list and another kind of document.
  return patch.type !== undefined && patch.type !== row.type ? { ...next, recipient: null, file: null } : next;
}

/** Cents of a typed amount, 0 while it is blank or not a valid amount yet. */
const cents = (text: string): number => parseCents(text) ?? 0;
const wholeUnits = (text: string): number => {
  const n = Number(text.trim());
  return text.trim() && Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** Live totals: every figure from domain/src/fees.ts (spec 000 s9). */
export function draftTotals(draft: InvoiceDraft, platformFeeBps: number): InvoiceTotals {
  try {
    return totalsOf(draft, platformFeeBps);
  } catch {
    // Absurdly large figures (beyond 2^53 cents) while typing: show zeros rather than crash.
    return totalsOf({ ...draft, lineItems: [], disbursements: [] }, platformFeeBps);
  }
}

function totalsOf(draft: InvoiceDraft, platformFeeBps: number): InvoiceTotals {
  return invoiceTotals({
    lineItems: draft.lineItems.map((l) => ({ quantity: wholeUnits(l.quantity), priceCents: Math.max(0, cents(l.price)) })),
    platformFeeBps,
    merchantFeeBps: draft.merchantFeeBps,
    disbursementCents: draft.disbursements.map((d) => Math.max(0, cents(d.amount))),
  });
}

export type SectionErrors = Partial<Record<DraftField | 'merchantProcessingFee', string>>;

/** Customer, payment and trip rules: the Create button is disabled while any of them fails. */
export function sectionErrors(draft: InvoiceDraft, today: string): SectionErrors {
  return {
    ...validateInvoiceCustomer(draft),
    ...validateInvoicePayment({ type: draft.type, merchantProcessingFee: bpsToPercent(draft.merchantFeeBps) }),
    ...validateInvoiceTrip(
      { type: draft.type, dateOfService: draft.dateOfService ? `${draft.dateOfService}T00:00:00.000Z` : '', numberOfPax: draft.numberOfPax },
      today,
    ),
  };
}

export const lineErrors = (line: LineDraft) => validateLineItem(line);

export const disbursementErrors = (row: DisbursementDraft) =>
  validateDisbursement({ recipientId: row.recipient?.id, type: row.type, amount: row.amount, isDefault: row.isDefault });

/** The rules checked when Create is pressed (same function as the API's). */
export function createErrors(draft: InvoiceDraft, platformFeeBps: number) {
  const totals = draftTotals(draft, platformFeeBps);
  return validateInvoiceCreate({
    lineItems: draft.lineItems.map((l) => ({ description: l.description, quantity: wholeUnits(l.quantity), priceCents: parseCents(l.price) ?? 0 })),
    disbursements: draft.disbursements.map((d) => ({ type: d.type, amountCents: cents(d.amount), isDefault: d.isDefault, fileCount: d.file ? 1 : 0 })),
    subtotalCents: totals.subtotalCents,
    merchantFeeCents: totals.merchantFeeCents,
  });
}

/** The hotel invoice or the DOI application a row needs, by recipient type. */
export function fileTypeFor(type: RecipientType | ''): 'hotel_invoice' | 'doi_document' | null {
  if (type === 'hotel') return 'hotel_invoice';
  if (type === 'government') return 'doi_document';
  return null;
}

/** The createInvoice variables in the API's shape (CreateInvoiceInput); amounts stay decimals. */
export function createInput(draft: InvoiceDraft): CreateInvoiceInput {
  return {
    name: draft.name.trim(),
    recipientName: draft.recipientName.trim(),
    recipientSurName: draft.recipientSurName.trim(),
    recipientEmail: draft.recipientEmail.trim(),
    type: draft.type as InvoiceType,
    merchantPO: draft.merchantPO.trim() || null,
    merchantProcessingFee: bpsToPercent(draft.merchantFeeBps),
    dateOfService: `${draft.dateOfService}T00:00:00.000Z`,
    numberOfPax: Number(draft.numberOfPax.trim()),
    lineItems: draft.lineItems.map((l) => ({ description: l.description.trim(), quantity: Number(l.quantity.trim()), price: Number(l.price.trim()) })),
    disbursements: draft.disbursements.map((d) => {
      const fileType = fileTypeFor(d.type);
      return {
        recipientId: d.recipient?.id ?? '',
        type: d.type,
        amount: Number(d.amount.trim()),
        file: d.file && fileType ? { ...d.file, type: fileType } : null,
      };
    }),
  };
}

/** The slider's range: 0 to the organization's platform fee (default 4.99), marks 0..4 and the top. */
export function feeSlider(platformFee: number | null | undefined) {
  const maxBps = platformFee === null || platformFee === undefined ? DEFAULT_PLATFORM_FEE_BPS : percentToBps(platformFee);
  const max = bpsToPercent(maxBps);
  const marks = [0, 1, 2, 3, 4].filter((m) => m < max).concat(max);
  return { maxBps, max, marks };
}

/** The section fields' labels on the create page, for what the disabled Create says is missing. */
export const SECTION_LABELS: Readonly<Record<string, string>> = {
  name: 'Group Name',
  recipientName: 'Given Name',
  recipientSurName: 'Surname',
  recipientEmail: 'E-mail',
  type: 'Invoice Type',
  merchantProcessingFee: 'Merchant Processing Fee',
  dateOfService: 'Date Of Service',
  numberOfPax: '# of Pax',
};

/** The section fields holding Create back, split into blank and refused (submitReason's input). */
export function sectionProblems(draft: InvoiceDraft, errors: Readonly<Record<string, string | undefined>>): { blank: string[]; invalid: string[] } {
  const keys = Object.keys(SECTION_LABELS).filter((key) => errors[key]);
  const fields = draft as unknown as Record<string, unknown>;
  const isBlank = (key: string) => key in fields && (typeof fields[key] !== 'string' || fields[key].trim() === '');
  return { blank: keys.filter(isBlank), invalid: keys.filter((key) => !isBlank(key)) };
}

import { MAX_AMOUNT_CENTS, MAX_AMOUNT_TEXT, toCents } from '../money';
import { INVOICE_TYPES } from '../statuses';
import { collect, emailError, type Errors, isBlank, tooLongError } from './common';
import { feeRangeMessage, MAX_MERCHANT_FEE_BPS } from './profile';

// Invoice create and edit rules of spec 000 section 5, with the spec's messages verbatim
// (including its spelling). Values are as typed: strings or numbers, amounts as decimals.

export const INVOICE_MESSAGES = {
  groupNameRequired: 'Group name is required',
  givenNameRequired: 'Given name is required',
  surnameRequired: 'Surname is required',
  typeRequired: 'Invoice Type is Required',
  feeRange: 'Processing Fee must be between 0 and 4.99',
  dateOfServiceRequired: 'Date Of Serivce is required',
  /** Not in the spec (the picker disables past days); the server says why it refuses. */
  dateOfServicePast: 'Date Of Service can not be in the past for a Pre Trip Payment',
  paxRequired: '# of Pax is required',
  paxPositive: '# of Pax should be greater than zero',
  paxInteger: '# of Pax should be an integer',
  /** Not in the spec: a bound of ours, far beyond any group (the column is 32-bit). */
  paxTooLarge: '# of Pax should be <= 100000',
  required: 'Required',
  /** The spec's price message carries a trailing space. */
  priceRequired: 'Required ',
  quantityPositive: 'should be > 0',
  quantityInteger: 'should be an integer',
  pricePositive: 'should be > zero',
  /** Not in the spec (the input refuses a third decimal). */
  priceDecimals: 'should have at most 2 decimals',
  /** Not in the spec ("amount minimum 1"). */
  amountMinimum: 'should be >= 1',
  /** Not in the spec: amounts are bounded (MAX_AMOUNT_CENTS). */
  priceTooLarge: `should be <= ${MAX_AMOUNT_TEXT}`,
  lineTotalTooLarge: `units x unit price should be <= ${MAX_AMOUNT_TEXT}`,
  quantityTooLarge: 'should be <= 100000',
  totalTooLarge: `Invoice total can not be greater than $${MAX_AMOUNT_TEXT}`,
  lineItemRequired: 'Atleast one invoice item is required',
  disbursementRequired: 'Atleast one disbursement item is required',
  lineItemIncomplete: 'A Line item is missing description/units/unit price',
  hotelInvoiceRequired: 'Please upload hotel invoice',
  doiDocumentRequired: 'Please compile Application pdf from DOI website and upload',
  disbursementTooHigh: 'Total Disbursement can not be greater then invoice subtotal',
  refundPolicyRequired: 'Please select refund policy terms by visiting account settings',
} as const;

const M = INVOICE_MESSAGES;
/** Units of one line: a bound of ours, far beyond any group (the column is 32-bit). */
const MAX_QUANTITY = 100_000;

type Input = string | number | null | undefined;

const blank = (v: Input): boolean => v === null || v === undefined || (typeof v === 'string' && !v.trim());
const num = (v: Input): number => (typeof v === 'number' ? v : Number(String(v).trim()));

export interface InvoiceCustomerValues {
  name: string;
  recipientName: string;
  recipientSurName: string;
  recipientEmail: string;
  /** 'Internal Invoice ID', optional. */
  merchantPO?: string | null;
}

export function validateInvoiceCustomer(v: InvoiceCustomerValues): Errors<keyof InvoiceCustomerValues> {
  return collect({
    name: isBlank(v.name) ? M.groupNameRequired : tooLongError(v.name, 'Group name'),
    recipientName: isBlank(v.recipientName) ? M.givenNameRequired : tooLongError(v.recipientName, 'Given name'),
    recipientSurName: isBlank(v.recipientSurName) ? M.surnameRequired : tooLongError(v.recipientSurName, 'Surname'),
    recipientEmail: emailError(v.recipientEmail ?? '') ?? tooLongError(v.recipientEmail, 'E-mail'),
    merchantPO: tooLongError(v.merchantPO, 'Internal Invoice ID'),
  });
}

export interface InvoicePaymentValues {
  type: string | null | undefined;
  /** Percent, e.g. 2.5 or "2.50". */
  merchantProcessingFee: Input;
  /**
   * The invoice's platform fee, when known: the merchant fee may not exceed it (spec 000 s5 and
   * 002 s9, the slider's maximum), refused with the form's range message at that maximum.
   */
  platformFeeBps?: number;
}

export function validateInvoicePayment(v: InvoicePaymentValues): Errors<keyof InvoicePaymentValues> {
  return collect({
    type: !v.type || !(INVOICE_TYPES as readonly string[]).includes(v.type) ? M.typeRequired : undefined,
    merchantProcessingFee: feeError(v.merchantProcessingFee, v.platformFeeBps),
  });
}

function feeError(value: Input, platformFeeBps: number | undefined): string | undefined {
  const max = platformFeeBps === undefined ? MAX_MERCHANT_FEE_BPS : Math.max(0, Math.min(MAX_MERCHANT_FEE_BPS, platformFeeBps));
  const message = max === MAX_MERCHANT_FEE_BPS ? M.feeRange : feeRangeMessage(max);
  if (blank(value)) return message;
  try {
    const bps = toCents(value as string | number);
    return bps >= 0 && bps <= max ? undefined : message;
  } catch {
    return message;
  }
}

export interface InvoiceTripValues {
  type?: string | null;
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  dateOfService: string | Date | null | undefined;
  numberOfPax: Input;
}

/** `today` is the caller's calendar date (YYYY-MM-DD) so the rule is testable and zone-aware. */
export function validateInvoiceTrip(v: InvoiceTripValues, today?: string): Errors<'dateOfService' | 'numberOfPax'> {
  return collect({ dateOfService: dateOfServiceError(v, today), numberOfPax: paxError(v.numberOfPax) });
}

function dateOfServiceError(v: InvoiceTripValues, today?: string): string | undefined {
  if (v.dateOfService === null || v.dateOfService === undefined || v.dateOfService === '') return M.dateOfServiceRequired;
  const date = v.dateOfService instanceof Date ? v.dateOfService : new Date(v.dateOfService);
  if (Number.isNaN(date.getTime())) return M.dateOfServiceRequired;
  if (v.type === 'preTripPayment' && today && date.toISOString().slice(0, 10) < today) return M.dateOfServicePast;
  return undefined;
}

function paxError(value: Input): string | undefined {
  if (blank(value)) return M.paxRequired;
  const n = num(value);
  if (Number.isNaN(n)) return M.paxRequired;
  if (n <= 0) return M.paxPositive;
  if (!Number.isInteger(n)) return M.paxInteger;
  return n > MAX_QUANTITY ? M.paxTooLarge : undefined;
}

export interface LineItemValues {
  description: string | null | undefined;
  quantity: Input;
  /** Unit price as a decimal (dollars), e.g. 120.5. */
  price: Input;
}

export function validateLineItem(v: LineItemValues): Errors<keyof LineItemValues> {
  const quantity = quantityError(v.quantity);
  const price = priceError(v.price);
  return collect({
    description: isBlank(v.description) ? M.required : tooLongError(v.description, 'Description'),
    quantity,
    price: price ?? (quantity ? undefined : lineTotalError(v.quantity, v.price)),
  });
}

/** The line's total must fit the bound too (a valid quantity and price). */
function lineTotalError(quantity: Input, price: Input): string | undefined {
  const cents = toCents(price as string | number);
  return num(quantity) * cents > MAX_AMOUNT_CENTS ? M.lineTotalTooLarge : undefined;
}

function quantityError(value: Input): string | undefined {
  if (blank(value)) return M.required;
  const n = num(value);
  if (Number.isNaN(n)) return M.required;
  if (n <= 0) return M.quantityPositive;
  if (!Number.isInteger(n)) return M.quantityInteger;
  return n > MAX_QUANTITY ? M.quantityTooLarge : undefined;
}

function priceError(value: Input): string | undefined {
  if (blank(value)) return M.priceRequired;
  const n = num(value);
  if (Number.isNaN(n)) return M.priceRequired;
  if (n <= 0) return M.pricePositive;
  if (n * 100 > MAX_AMOUNT_CENTS) return M.priceTooLarge;
  try {
    return toCents(value as string | number) > MAX_AMOUNT_CENTS ? M.priceTooLarge : undefined;
  } catch {
    return M.priceDecimals;
  }
}

export interface DisbursementValues {
  recipientId: string | null | undefined;
  /** Recipient's organization type (government, hotel, airline, agency). */
  type: string | null | undefined;
  amount: Input;
  /** The fixed Department Of Immigration row: its amount may stay 0. */
  isDefault?: boolean;
}

export function validateDisbursement(v: DisbursementValues): Errors<'recipientId' | 'type' | 'amount'> {
  return collect({
    recipientId: isBlank(v.recipientId) ? M.required : undefined,
    type: isBlank(v.type) ? M.required : undefined,
    amount: amountError(v.amount, v.isDefault ?? false),
  });
}

function amountError(value: Input, isDefault: boolean): string | undefined {
  if (blank(value)) return M.required;
  const n = num(value);
  if (Number.isNaN(n)) return M.required;
  if (n * 100 > MAX_AMOUNT_CENTS) return M.priceTooLarge;
  try {
    if (toCents(value as string | number) > MAX_AMOUNT_CENTS) return M.priceTooLarge;
  } catch {
    return M.priceDecimals;
  }
  if (isDefault) return n < 0 ? M.amountMinimum : undefined;
  return n < 1 ? M.amountMinimum : undefined;
}

export interface InvoiceCreateLine {
  description?: string | null;
  quantity?: number | null;
  priceCents?: number | null;
}

export interface InvoiceCreateDisbursement {
  /** The recipient's OrganizationType ('hotel', 'government', ...), as any string the caller has. */
  type: string;
  amountCents: number;
  isDefault?: boolean;
  /** How many files are attached (hotel invoice or DOI application). */
  fileCount: number;
}

export interface InvoiceCreateValues {
  lineItems: readonly InvoiceCreateLine[];
  disbursements: readonly InvoiceCreateDisbursement[];
  subtotalCents: number;
  merchantFeeCents: number;
}

/**
 * The create-level rules, checked when Create is pressed (and on the server). Returns at most
 * one message per key: lineItems, disbursements, files, total.
 */
export function validateInvoiceCreate(v: InvoiceCreateValues): Errors<'lineItems' | 'disbursements' | 'files' | 'total'> {
  const incomplete = v.lineItems.some((l) => isBlank(l.description ?? '') || !l.quantity || !l.priceCents);
  const hotelMissing = v.disbursements.some((d) => d.type === 'hotel' && d.fileCount === 0);
  const doiMissing = v.disbursements.some((d) => d.type === 'government' && d.amountCents > 0 && d.fileCount === 0);
  // Every disbursement counts (the fixed DOI row too), so the merchant's net can never go negative.
  const disbursed = v.disbursements.reduce((sum, d) => sum + d.amountCents, 0);
  return collect({
    lineItems: v.lineItems.length === 0 ? M.lineItemRequired : incomplete ? M.lineItemIncomplete : undefined,
    disbursements: v.disbursements.length === 0 ? M.disbursementRequired : undefined,
    files: hotelMissing ? M.hotelInvoiceRequired : doiMissing ? M.doiDocumentRequired : undefined,
    total: v.subtotalCents > MAX_AMOUNT_CENTS ? M.totalTooLarge : disbursed > v.subtotalCents - v.merchantFeeCents ? M.disbursementTooHigh : undefined,
  });
}

export interface PayoutValues {
  amount: Input;
  remarks?: string | null;
  payoutDate: string | Date | null | undefined;
}

/** A payout the platform records against an invoice (the Payouts section). */
export function validatePayout(v: PayoutValues): Errors<keyof PayoutValues> {
  return collect({ amount: payoutAmountError(v.amount), remarks: tooLongError(v.remarks, 'Remarks'), payoutDate: v.payoutDate ? undefined : M.required });
}

function payoutAmountError(value: Input): string | undefined {
  if (blank(value)) return M.required;
  const n = num(value);
  if (Number.isNaN(n)) return M.required;
  if (n <= 0) return M.pricePositive;
  if (n * 100 > MAX_AMOUNT_CENTS) return M.priceTooLarge;
  try {
    toCents(value as string | number);
    return undefined;
  } catch {
    return M.priceDecimals;
  }
}

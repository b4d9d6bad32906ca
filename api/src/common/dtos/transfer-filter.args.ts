import { Args } from '@nestjs/graphql';

/**
 * "Without a transfer" as a list argument (spec 002 s4, s7: invoices, webPayments and disputes
 * "transferId null"). hasTransfer false lists only records no transfer holds, true only those a
 * transfer holds, omitted (or null) both; transferId picks one transfer's. The spec's own call
 * passes `transferId: null`: an explicit null (not an omitted argument, which graphql-js leaves
 * out of the arguments) means "no transfer holds it" too (see withoutTransfer).
 */
export const HAS_TRANSFER_DESCRIPTION = 'false: only those no transfer holds (spec 002 s4 "transferId null"); true: only those a transfer holds; omitted: both';

/** The `hasTransfer: Boolean` list argument (see HAS_TRANSFER_DESCRIPTION). */
export const HasTransferArg = (name = 'hasTransfer', description = HAS_TRANSFER_DESCRIPTION): ParameterDecorator =>
  Args(name, { type: () => Boolean, nullable: true, description });

/** The filter on a transfer column for a hasTransfer value: null (is null), a not-null, or nothing. */
export function transferColumnFilter(hasTransfer: boolean | null | undefined): { $eq: null } | { $ne: null } | undefined {
  if (hasTransfer === true) return { $ne: null };
  if (hasTransfer === false) return { $eq: null };
  return undefined;
}

/**
 * hasTransfer as the list services read it: given, it wins; else an explicit `transferId: null`
 * (spec 002 L174 "transferId null", L174 "refundTransferId null") asks for those no transfer holds.
 */
export function withoutTransfer(hasTransfer: boolean | null | undefined, transferId: string | null | undefined): boolean | null | undefined {
  if (hasTransfer != null) return hasTransfer;
  return transferId === null ? false : hasTransfer;
}

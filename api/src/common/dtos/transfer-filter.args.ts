import { Args } from '@nestjs/graphql';

/**
 * "Without a transfer" as a list argument (spec 002 s4, s7: invoices, webPayments and disputes
 * "transferId null"). A null transferId cannot say it: GraphQL clients drop or send null alike
 * for "no filter". So: hasTransfer false lists only records no transfer holds, true only those a
 * transfer holds, omitted (or null) both; transferId picks one transfer's.
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

import { centsToDecimal } from '@pg/domain';

/**
 * A transfer as one merchant sees it (the `data.object` of transfer webhook events): only its
 * own items and what they come to; a transfer pays several organizations at once.
 */
export interface TransferResource {
  id: string;
  object: 'transfer';
  code: string;
  status: string;
  /** What this organization is paid by the transfer (its items, signed: refunds and disputes deduct). */
  amount: string;
  currency: 'USD';
  items: { kind: string; id: string; code: string; amount: string }[];
  createdAt: string;
  completedAt: string | null;
}

const decimal = (cents: number) => centsToDecimal(cents).toFixed(2);

export function transferResource(
  transfer: { id: string; code: string; status: string; createdAt: Date; completedAt?: Date | null },
  items: readonly { kind: string; itemId: string; code: string; amountCents: number }[],
): TransferResource {
  return {
    id: transfer.id,
    object: 'transfer',
    code: transfer.code,
    status: transfer.status,
    amount: decimal(items.reduce((sum, i) => sum + i.amountCents, 0)),
    currency: 'USD',
    items: items.map((i) => ({ kind: i.kind, id: i.itemId, code: i.code, amount: decimal(i.amountCents) })),
    createdAt: transfer.createdAt.toISOString(),
    completedAt: transfer.completedAt?.toISOString() ?? null,
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { invoiceTotals } from '@pg/domain';

import type { Invoice } from './invoice.entity';
import { LineItem } from './line-item.entity';

/** Keeps the stored subtotal, fee and total in step with the line items (same maths as the web). */
export function applyTotals(invoice: Invoice, lines: readonly { quantity: number; priceCents: number }[]): void {
  const t = invoiceTotals({ lineItems: lines, platformFeeBps: invoice.platformFeeBps, merchantFeeBps: invoice.merchantProcessingFeeBps });
  invoice.subtotalCents = t.subtotalCents;
  invoice.feeCents = t.feeCents;
  invoice.totalCents = t.totalCents;
}

/** Recomputes from the line items as they are in the unit of work (after edits, before flush). */
export async function refreshTotals(em: EntityManager, invoice: Invoice): Promise<void> {
  const lines = await em.find(LineItem, { invoice: invoice.id });
  applyTotals(
    invoice,
    lines.filter((l) => !em.getUnitOfWork().getRemoveStack().has(l)),
  );
}

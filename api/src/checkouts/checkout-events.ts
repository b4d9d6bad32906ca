import type { EntityManager } from '@mikro-orm/postgresql';
import { checkoutTransferAmountCents } from '@pg/domain';
import type { CheckoutWorkflowInput } from '@pg/workflows';

import { paymentBounds } from '../config/payment-bounds';
import type { EventsService } from '../events/events.service';
import { eventSlug, insertSubjectEvent, recordSubjectEvent } from '../events/subject-event';
import type { PayableSource } from '../ledger/payable-posting';
import type { WebPayment } from './web-payment.entity';

export const CHECKOUT_SUBJECT = 'checkout';

/** History row of a checkout, committed with the caller's flush. */
export function recordCheckoutEvent(
  events: EventsService,
  em: EntityManager,
  checkout: Pick<WebPayment, 'id'> & { owner: { id: string } },
  name: string,
  userId: string | null,
  meta?: Record<string, unknown>,
  slug = eventSlug(name),
): void {
  recordSubjectEvent(events, em, checkoutSubject(checkout), name, userId, meta, slug);
}

type CheckoutSubjectSource = Pick<WebPayment, 'id'> & { owner: { id: string } };

/** A checkout as the subject of its history rows. */
function checkoutSubject(checkout: CheckoutSubjectSource) {
  return { subjectType: CHECKOUT_SUBJECT, subjectId: checkout.id, organizationId: checkout.owner.id };
}

/** The same history row written at once (one INSERT in the caller's transaction), for a change written as plain statements. */
export function insertCheckoutEvent(events: EventsService, em: EntityManager, checkout: CheckoutSubjectSource, name: string, meta?: Record<string, unknown>) {
  return insertSubjectEvent(events, em, checkoutSubject(checkout), name, meta);
}

/** The checkout in its merchant's ledger: its payable is what a transfer pays out for it. */
export function checkoutPayable(checkout: Pick<WebPayment, 'id' | 'amountCents' | 'merchantProcessingFeeCents'>, organizationId: string): PayableSource {
  return {
    organizationId,
    sourceType: 'webPayment',
    sourceId: checkout.id,
    payableCents: checkoutTransferAmountCents(checkout.amountCents, checkout.merchantProcessingFeeCents),
  };
}

/** What the checkout's process is started with (also when started late, from the row's status). */
export function checkoutProcessInput(checkout: Pick<WebPayment, 'id' | 'code' | 'status'> & { owner: { id: string } }): CheckoutWorkflowInput {
  return { checkoutId: checkout.id, code: checkout.code, organizationId: checkout.owner.id, status: checkout.status, ...paymentBounds() };
}

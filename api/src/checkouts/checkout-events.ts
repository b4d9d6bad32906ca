import type { EntityManager } from '@mikro-orm/postgresql';
import type { CheckoutWorkflowInput } from '@pg/workflows';
import type { EventsService } from '../events/events.service';
import { eventSlug, recordSubjectEvent } from '../events/subject-event';
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
  recordSubjectEvent(events, em, { subjectType: CHECKOUT_SUBJECT, subjectId: checkout.id, organizationId: checkout.owner.id }, name, userId, meta, slug);
}

/** What the checkout's process is started with (also when started late, from the row's status). */
export function checkoutProcessInput(checkout: WebPayment): CheckoutWorkflowInput {
  return { checkoutId: checkout.id, code: checkout.code, organizationId: checkout.owner.id, status: checkout.status };
}

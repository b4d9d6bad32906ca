import {
  MAX_AMOUNT_CENTS,
  parseCents,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  TEXT_MAX_LENGTH,
  validateRefundInitiate,
  validateRefundLineItem,
} from '@pg/domain';
import { z } from 'zod';

import { amountSchemas, domainCheck, REST_BODY_MESSAGES, ruled } from '../developer-keys/rest-body';

// The body of POST /api/v1/checkouts/{id}/refunds: the refund page's rules (the domain
// validators run inside the schema, so the messages are theirs, verbatim) and what the service
// takes: the amount in cents, the reason, trimmed texts and the line item's description.

const reasonText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const amountRule = (value: string | number | undefined) => validateRefundLineItem({ description: 'Refund', amount: value }).amount;
const reasonRule = (value: unknown) => validateRefundInitiate({ reason: reasonText(value), lineItems: [] }).reason;
const descriptionRule = (value: string) => validateRefundLineItem({ description: value, amount: 1 }).description;
const pointOfContactRule = (value: string) => validateRefundInitiate({ reason: undefined, pointOfContact: value, lineItems: [] }).pointOfContact;
const notesRule = (reason: string, notes: string | null | undefined) => validateRefundInitiate({ reason, notes, lineItems: [] }).notes;

const AMOUNT = amountSchemas(MAX_AMOUNT_CENTS);

/** Trimmed text, blank as none. */
const trimmed = (value: string): string | null => value.trim() || null;

/** The fields as sent (the OpenAPI body is made from it). */
export const RefundCreateFields = z.strictObject({
  // Another type is no amount, as before: "Required Amount".
  amount: z
    .union([z.string().meta(AMOUNT.text), z.number().meta(AMOUNT.number)], { error: () => amountRule(undefined) })
    .meta({ examples: ['50.00'] })
    .transform(ruled(amountRule, (value) => parseCents(value), REST_BODY_MESSAGES.text('amount')))
    .meta({ description: 'Decimal (string or number), more than 0 with at most 2 decimals: part or all of what is still refundable' }),
  reason: z.enum(REFUND_REASONS, { error: (issue) => reasonRule(issue.input) }),
  notes: z
    .string({ error: REST_BODY_MESSAGES.text('notes') })
    .transform(trimmed)
    .nullish()
    .meta({ description: 'Required when reason is other' }),
  description: z
    .string({ error: REST_BODY_MESSAGES.text('description') })
    .meta({ maxLength: TEXT_MAX_LENGTH })
    .transform(ruled(descriptionRule, (value) => value.trim(), REST_BODY_MESSAGES.text('description')))
    .nullish()
    .meta({ description: 'What is refunded (the refund line item); default: the reason' }),
  pointOfContact: z
    .string({ error: REST_BODY_MESSAGES.text('pointOfContact') })
    .meta({ maxLength: TEXT_MAX_LENGTH })
    .superRefine(domainCheck(pointOfContactRule))
    .transform(trimmed)
    .nullish()
    .meta({ description: 'Whom the bank may contact about it' }),
});

/** The fields' order: refusals name them in it (the notes rule runs after the fields). */
export const REFUND_CREATE_ORDER = Object.keys(RefundCreateFields.shape);

/** The parsed body: what the refund of a checkout is requested with. */
export const RefundCreateBody = RefundCreateFields.superRefine(
  (body, ctx) => {
    const message = notesRule(body.reason, body.notes);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['notes'], input: body.notes });
  },
  // As on the refund page, notes are asked for even while another field (the amount) is wrong.
  { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'reason' || issue.path?.[0] === 'notes') },
).transform((body) => ({
  amountCents: body.amount,
  reason: body.reason,
  notes: body.notes ?? null,
  pointOfContact: body.pointOfContact ?? null,
  description: body.description ?? REFUND_REASON_LABELS[body.reason],
}));

export type RefundCreateInput = z.output<typeof RefundCreateBody>;

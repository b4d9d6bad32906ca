import {
  CHECKOUT_CREATE_MESSAGES as M,
  CHECKOUT_CURRENCIES,
  type CheckoutCreateValues,
  MAX_CHECKOUT_CENTS,
  MAX_METADATA_KEY_LENGTH,
  MAX_METADATA_KEYS,
  MAX_METADATA_VALUE_LENGTH,
  MAX_ORDER_ID_LENGTH,
  MAX_URL_LENGTH,
  parseCents,
  validateCheckoutCreate,
} from '@pg/domain';
import { z } from 'zod';

import { amountSchemas, REST_BODY_MESSAGES, ruled } from '../developer-keys/rest-body';

// The body of POST /api/v1/checkouts. Each field runs the domain's rule for it
// (validateCheckoutCreate, the messages' one home) and converts what the rule accepted: cents,
// upper-case currency, trimmed text, metadata values as text.

/** The domain rule of one field alone (the other fields absent, their messages dropped). */
const rule =
  (field: keyof CheckoutCreateValues) =>
  (value: unknown): string | undefined =>
    validateCheckoutCreate({ [field]: value })[field];

/** The message of a value of a type the field does not take: the domain rule's for that value. */
const typeError = (field: keyof CheckoutCreateValues) => (issue: { input?: unknown }) => rule(field)(issue.input) ?? REST_BODY_MESSAGES.text(field);

const currencyOf = (value: string) => CHECKOUT_CURRENCIES.find((currency) => currency === value.toUpperCase());

const url = (field: 'responseUrl' | 'cancelUrl', description: string) =>
  z
    .string({ error: typeError(field) })
    .meta({ format: 'uri', maxLength: MAX_URL_LENGTH, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\\s]' })
    .transform(ruled(rule(field), (value) => value.trim(), `${field} ${M.urlInvalid}`))
    .meta({ description });

const AMOUNT = amountSchemas(MAX_CHECKOUT_CENTS);

// Any case of a currency code: the pattern says so (the server keeps it in upper case).
const anyCase = (code: string) => [...code].map((c) => `[${c}${c.toLowerCase()}]`).join('');
const CURRENCY_PATTERN = `^(?:${CHECKOUT_CURRENCIES.map(anyCase).join('|')})$`;

const metadataValue = z.union([z.string(), z.number(), z.boolean()], { error: M.metadata });

/** The fields as sent, before defaults (the OpenAPI body is made from it). */
export const CheckoutCreateFields = z.strictObject({
  amount: z
    .union([z.string().meta(AMOUNT.text), z.number().meta(AMOUNT.number)], { error: typeError('amount') })
    // Examples describe what is sent: on the input side (the document shows no transform's).
    .meta({ examples: ['450.00'] })
    .transform(ruled(rule('amount'), (value) => parseCents(value), M.amountInvalid))
    .meta({ description: `Decimal (string or number), more than 0 with at most 2 decimals, at most ${(MAX_CHECKOUT_CENTS / 100).toFixed(2)}` }),
  currency: z
    .string({ error: typeError('currency') })
    .meta({ pattern: CURRENCY_PATTERN })
    .transform(ruled(rule('currency'), currencyOf, M.currency))
    .nullish()
    .meta({ description: `One of ${CHECKOUT_CURRENCIES.join(', ')}, in any case (kept in upper case); default ${CHECKOUT_CURRENCIES[0]}` }),
  orderId: z
    .string({ error: typeError('orderId') })
    .meta({ maxLength: MAX_ORDER_ID_LENGTH })
    .transform(ruled(rule('orderId'), (value) => value.trim() || null, M.orderId))
    .nullish()
    .meta({ description: 'Your order reference (trimmed; blank is none)' }),
  responseUrl: url('responseUrl', 'Where the customer returns after paying (http or https)'),
  cancelUrl: url('cancelUrl', 'Where the customer returns after cancelling (http or https)'),
  metadata: z
    .record(z.string().meta({ minLength: 1, maxLength: MAX_METADATA_KEY_LENGTH, pattern: '\\S' }), metadataValue, { error: typeError('metadata') })
    .meta({ maxProperties: MAX_METADATA_KEYS })
    .transform(ruled(rule('metadata'), (value) => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])), M.metadata))
    .nullish()
    .meta({ description: `Your own key-value pairs (values of at most ${MAX_METADATA_VALUE_LENGTH} characters), returned as text` }),
});

/** The parsed body: what CheckoutsService.create takes (but the owner). */
export const CheckoutCreateBody = CheckoutCreateFields.transform((body) => ({
  amountCents: body.amount,
  currency: body.currency ?? CHECKOUT_CURRENCIES[0],
  orderId: body.orderId ?? null,
  responseUrl: body.responseUrl,
  cancelUrl: body.cancelUrl,
  metadata: body.metadata ?? null,
}));

export type CheckoutCreateInput = z.output<typeof CheckoutCreateBody>;

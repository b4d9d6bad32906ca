// Webhooks to merchants (issue 14): the event types a merchant's endpoint may ask for, and the
// rule for an endpoint's URL. Shared by the API (validation) and /developer (the form).

export const WEBHOOK_EVENT_TYPES = [
  'invoice.paid',
  'invoice.disbursed',
  'invoice.voided',
  'checkout.paid',
  'checkout.cancelled',
  'checkout.disbursed',
  'refund.created',
  'refund.approved_by_merchant',
  'refund.approved_by_bank',
  'refund.refunded',
  'refund.declined',
  'dispute.created',
  'dispute.updated',
  'dispute.closed',
  'transfer.created',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The version of the event shape (`api_version` of every event); bumped when data.object changes incompatibly. */
export const WEBHOOK_API_VERSION = '2026-11-25';

/** How long a rolled secret still signs (both signatures are sent meanwhile). */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3600 * 1000;

/** How long deliveries are retried, and how long an endpoint may fail before it is disabled. */
export const WEBHOOK_GIVE_UP_MS = 3 * 24 * 3600 * 1000;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'URL is required',
  urlInvalid: 'Enter a valid URL',
  urlHttps: 'The URL must use https (http only for localhost)',
  eventsInvalid: 'Choose events from the list',
} as const;

export interface WebhookEndpointValues {
  url: string;
  /** Empty: every event. */
  eventTypes: readonly string[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The endpoint's URL: https, or http to this machine only (a merchant's development server). */
export function webhookUrlError(url: string): string | undefined {
  const text = (url ?? '').trim();
  if (!text) return WEBHOOK_MESSAGES.urlRequired;
  if (text.length > 2000) return WEBHOOK_MESSAGES.urlInvalid;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (parsed.username || parsed.password) return WEBHOOK_MESSAGES.urlInvalid;
  if (parsed.protocol === 'https:') return undefined;
  if (parsed.protocol === 'http:') return LOCAL_HOSTS.has(parsed.hostname) ? undefined : WEBHOOK_MESSAGES.urlHttps;
  return WEBHOOK_MESSAGES.urlHttps;
}

export function validateWebhookEndpoint(v: WebhookEndpointValues): { url?: string; eventTypes?: string } {
  const errors: { url?: string; eventTypes?: string } = {};
  const url = webhookUrlError(v.url);
  if (url) errors.url = url;
  if (!Array.isArray(v.eventTypes) || v.eventTypes.some((t) => typeof t !== 'string' || !isWebhookEventType(t)))
    errors.eventTypes = WEBHOOK_MESSAGES.eventsInvalid;
  return errors;
}

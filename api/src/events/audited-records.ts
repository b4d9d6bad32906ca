/**
 * Records audited by their flush alone (api/src/events/audit-changes.subscriber.ts): their
 * services write no history of their own, so a change a signed-in user makes to one becomes an
 * event here. Named by entity class, so this folder imports none of their domains.
 */
export interface AuditedRecord {
  subjectType: string;
  label: string;
  /** What a created or deleted record is shown by. */
  shown: readonly string[];
  /** Columns the platform itself keeps up to date: their changes are no one's action. */
  ignored?: readonly string[];
  /** The event of an update, by its changed fields (default: '<label> updated'). */
  updateName?: (changed: Record<string, unknown>, entity: Record<string, unknown>) => string | undefined;
}

export const AUDITED_RECORDS: Record<string, AuditedRecord> = {
  // API keys (/developer)
  MerchantKey: {
    subjectType: 'merchantKey',
    label: 'API key',
    shown: ['name', 'apiKey', 'isActive'],
    ignored: ['lastUsedAt'],
    updateName: (changed, key) => ('isActive' in changed ? (key.isActive ? 'API key activated' : 'API key deactivated') : undefined),
  },
  // Webhook endpoints (/developer)
  WebhookEndpoint: {
    subjectType: 'webhookEndpoint',
    label: 'Webhook endpoint',
    shown: ['url', 'description', 'eventTypes', 'enabled'],
    updateName: (changed) => ('secretCipher' in changed ? 'Webhook secret rolled' : undefined),
  },
  // Gateway settings: which processor takes each card brand (/gateway-settings)
  Card: { subjectType: 'card', label: 'Card routing', shown: ['name', 'paymentGateway'] },
};

import { isRole, ROLE_NAMES } from '@pg/domain';

import { personName } from '../app/format';
import { ledgerSourceLabel, ledgerSourcePath } from '../ledger/ledger-links';
import { organizationPath } from '../organizations/format';
import { userPath } from '../users/format';
import type { AuditLogEntry } from './auditLog.graphql';

// How the audit log names records, actors and changed values.

/** Record kinds of the filter (the API's subject types). */
export const RECORD_KINDS = [
  { value: '', label: 'Every record' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'webPayment', label: 'Checkouts' },
  { value: 'refund', label: 'Refunds' },
  { value: 'dispute', label: 'Disputes' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'organization', label: 'Organizations' },
  { value: 'user', label: 'Users' },
  { value: 'merchantKey', label: 'API keys' },
  { value: 'webhookEndpoint', label: 'Webhook endpoints' },
  { value: 'card', label: 'Card routing' },
];

const OWN_LABELS: Record<string, string> = {
  organization: 'Organization',
  user: 'User',
  merchantKey: 'API key',
  webhookEndpoint: 'Webhook endpoint',
  card: 'Card routing',
  riskBlock: 'Risk block list',
};

export const recordLabel = (subjectType: string): string => (Object.hasOwn(OWN_LABELS, subjectType) ? OWN_LABELS[subjectType] : ledgerSourceLabel(subjectType));

type Subject = Pick<AuditLogEntry, 'subjectType' | 'subjectId' | 'meta'>;

/**
 * The record an event changed: its subject, except a user's change recorded in the
 * organization's history (its meta names the user).
 */
export function changedRecord(e: Subject): { type: string; id: string } {
  if (e.subjectType === 'organization' && e.meta) {
    try {
      const meta = JSON.parse(e.meta) as { userId?: unknown };
      if (typeof meta.userId === 'string') return { type: 'user', id: meta.userId };
    } catch {
      // Not JSON: the subject it is.
    }
  }
  return { type: e.subjectType, id: e.subjectId };
}

/** The screen of the record an event is about, if it has one. */
export function recordPath(subject: Subject): string | null {
  const e = changedRecord(subject);
  switch (e.type) {
    case 'organization':
      return organizationPath(e.id);
    case 'user':
      return userPath(e.id);
    case 'merchantKey':
    case 'webhookEndpoint':
      return '/developer';
    case 'card':
      return '/gateway-settings';
    default:
      return ledgerSourcePath(e.type, e.id);
  }
}

export const roleName = (role: number | null | undefined): string | null => (role !== null && role !== undefined && isRole(role) ? ROLE_NAMES[role] : null);

/** platformFeeBps -> "Platform fee bps". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A before or after value (JSON text from the API) as people read it. */
export function valueText(json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.join(', ') : '—';
  return JSON.stringify(value);
}

/** Who acted: name, e-mail and role; staff seen from a merchant's log by role only. */
export function actorText(e: Pick<AuditLogEntry, 'user' | 'actorRole'>): string {
  const role = roleName(e.actorRole);
  if (e.user) return `${personName(e.user)} (${e.user.email})${role ? `, ${role}` : ''}`;
  return role ?? 'The platform';
}

/** Roles of the actor filter: 0 asks for events without a user. */
export const ACTOR_ROLE_OPTIONS = (roles: readonly number[]) => [
  { value: '', label: 'Any actor' },
  ...roles.filter(isRole).map((r) => ({ value: String(r), label: ROLE_NAMES[r] })),
  { value: '0', label: 'The platform (no user)' },
];

import { STEP_UP_ACTIONS } from '@pg/domain';

import type { AuditLogEntry } from './auditLog.graphql';

// Issue 44: what the audit log's Action column says for second-factor events. The API records a
// few general names ("Second factor refused", "Step-up given"); their meta says which passkey,
// for what, and why it was refused, which a person reading the log needs to see at a glance.

/** Why a passkey was refused (PasskeyRefusal keys of the API), as the log says it. */
const PASSKEY_REFUSALS: Record<string, string> = {
  malformed: 'answer could not be read',
  challengeUnknown: 'request not valid',
  challengeUsed: 'request already used',
  challengeExpired: 'request older than 5 minutes',
  unknownCredential: 'passkey not registered',
  otherPersonsCredential: "another person's passkey",
  replayed: 'answer replayed or passkey copied',
  notVerified: 'not verified',
};

interface EventMeta {
  method?: unknown;
  purpose?: unknown;
  reason?: unknown;
  name?: unknown;
  before?: unknown;
  action?: unknown;
}

function metaOf(entry: Pick<AuditLogEntry, 'meta'>): EventMeta {
  if (!entry.meta) return {};
  try {
    const value = JSON.parse(entry.meta) as EventMeta | null;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** "sign-in" -> "to sign in"; "step-up:createKeys" -> "for a step-up (Create API key)". */
function purposeLabel(purpose: unknown): string | null {
  const value = text(purpose);
  if (value === 'sign-in') return 'to sign in';
  if (value === 'enrolment') return 'when added';
  if (value?.startsWith('step-up:')) return `for a step-up (${stepUpLabel(value.slice('step-up:'.length))})`;
  return null;
}

function stepUpLabel(action: unknown): string {
  const value = text(action) ?? '';
  return (STEP_UP_ACTIONS as Record<string, string>)[value] ?? value;
}

/** The Action column's words for an entry: passkey events named with their key, purpose and reason; others as recorded. */
export function eventLabel(entry: Pick<AuditLogEntry, 'name' | 'meta'>): string {
  const meta = metaOf(entry);
  const key = text(meta.name);
  switch (entry.name) {
    case 'Passkey added':
      return key ? `Passkey added: ${key}` : entry.name;
    case 'Passkey renamed':
      return key ? `Passkey renamed${text(meta.before) ? ` from ${text(meta.before)}` : ''} to ${key}` : entry.name;
    case 'Passkey removed':
      return key ? `Passkey removed: ${key}` : entry.name;
    case 'Passkey used': {
      const purpose = purposeLabel(meta.purpose);
      return [`Passkey${key ? ` ${key}` : ''} used`, purpose].filter(Boolean).join(' ');
    }
    case 'Second factor refused': {
      if (meta.method !== 'passkey') return entry.name;
      const reason = PASSKEY_REFUSALS[text(meta.reason) ?? ''];
      const purpose = purposeLabel(meta.purpose);
      return `Passkey refused${purpose ? ` ${purpose}` : ''}${reason ? `: ${reason}` : ''}`;
    }
    case 'Step-up given':
      return `Step-up given${meta.method === 'passkey' ? ' with a passkey' : ''} (${stepUpLabel(meta.action)})`;
    case 'Step-up required':
      return `Step-up required (${stepUpLabel(meta.action)})`;
    default:
      return entry.name;
  }
}

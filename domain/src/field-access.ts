import { Role, STAFF_ROLES } from './roles';

// Fields of the GraphQL schema that the spec shows to some roles only. The API withholds each
// from every other role (null, or an empty list for a list field) at the GraphQL edge
// (api/src/graphql/field-access.ts), and the screens read the same entries to decide what to
// show, so a value the UI hides is never sent either. Keys are `GraphQL type.field`; the API
// refuses to start if a key names no field of the schema. Never duplicate these lists elsewhere.

const { PG_ADMIN, BANK_ADMIN } = Role;

export const FIELD_ACCESS = {
  // spec 002 s2 Transfer detail "Notes for the bank-side role"; s6 "Bank-side admin: sees ...
  // transfer notes and the transferred-by name".
  'Transfer.notes': [BANK_ADMIN],
  // spec 002 s6 (as above); "Other roles see a fixed transferred-by text naming the provider":
  // the screens show TRANSFER_PROVIDER_TEXT when the field is withheld.
  'Transfer.transferredBy': [BANK_ADMIN],
  // spec 001 s2 Dispute details "The provider's dispute id and the provider's status show to
  // platform admin only". Which processor holds the dispute goes with them.
  'Dispute.stripeDisputeId': [PG_ADMIN],
  'Dispute.stripeStatus': [PG_ADMIN],
  'Dispute.processor': [PG_ADMIN],
  // spec 000 s4 Invoice details "the payment gateway transaction id is shown to one role only"
  // (the platform role, 000 s6).
  'Invoice.gatewayTransactionId': [PG_ADMIN],
  // spec 000 s4 "Transfer ID link (to /transfers/{id}) shown to three roles" (staff). The bare
  // transferId stays: merchants' disbursement lock depends on it (invoice-rules.ts).
  'Invoice.transfer': STAFF_ROLES,
  // spec 000 s4 and s6 "Payouts: visible to bank and platform roles".
  'Invoice.payouts': STAFF_ROLES,
  // spec 002 s2 Checkout detail "Transaction # (bank-side role only)"; s6.
  'WebPayment.gatewayTransactionId': [BANK_ADMIN],
  // issue 16 (Insight): the link from a record's process timeline to its workflow in Temporal
  // UI is for the platform's operators (docs/decisions/0086-process-timeline.md).
  'ProcessTimeline.temporalUiUrl': [PG_ADMIN],
} as const satisfies Record<string, readonly Role[]>;

export type RestrictedField = keyof typeof FIELD_ACCESS;

export const RESTRICTED_FIELDS = Object.keys(FIELD_ACCESS) as RestrictedField[];

/** May this role (undefined: not signed in) receive the field? */
export function canSeeField(role: Role | undefined, field: RestrictedField): boolean {
  return role !== undefined && (FIELD_ACCESS[field] as readonly Role[]).includes(role);
}

import type { MigrationObject } from '@mikro-orm/core';

import { Migration20261122191919 } from './Migration20261122191919';
import { Migration20261122201000_invoices } from './Migration20261122201000_invoices';
import { Migration20261122215056_payments } from './Migration20261122215056_payments';
import { Migration20261123010419_refunds } from './Migration20261123010419_refunds';
import { Migration20261123022842_checkouts } from './Migration20261123022842_checkouts';
import { Migration20261123073053_invoice_count_index } from './Migration20261123073053_invoice_count_index';
// checkouts: developer API keys, disbursement
import { Migration20261123073400_merchant_keys } from './Migration20261123073400_merchant_keys';
// transfers and ledger
import { Migration20261123073536_transfers } from './Migration20261123073536_transfers';
// users and organizations administration
import { Migration20261123073642_people } from './Migration20261123073642_people';
// disputes
import { Migration20261123073727_disputes } from './Migration20261123073727_disputes';
// money integrity: double-entry ledger
import { Migration20261125020000_double_entry_ledger } from './Migration20261125020000_double_entry_ledger';
import { Migration20261125035500_ledger_audit } from './Migration20261125035500_ledger_audit';
// developer platform
import { Migration20261125041540_api_idempotency } from './Migration20261125041540_api_idempotency';
// insight: audit log
import { Migration20261125043059_audit_log } from './Migration20261125043059_audit_log';
import { Migration20261125053927_ledger_audit_failed } from './Migration20261125053927_ledger_audit_failed';
import { Migration20261125061602_organization_contact_unique } from './Migration20261125061602_organization_contact_unique';
import { Migration20261125093936_webhooks } from './Migration20261125093936_webhooks';
// organizations: one e-mail and one licence number each
import { Migration20261125102000_global_search } from './Migration20261125102000_global_search';
// audit log: actor role, source IP, before/after; immutable rows
import { Migration20261127103728_audit_actor } from './Migration20261127103728_audit_actor';
import { Migration20261127103822_dashboards } from './Migration20261127103822_dashboards';
// scheduled reports
import { Migration20261127104129_scheduled_reports } from './Migration20261127104129_scheduled_reports';
import { Migration20261127104500_webhook_ordered } from './Migration20261127104500_webhook_ordered';
import { Migration20261127114500_test_mode } from './Migration20261127114500_test_mode';
import { Migration20261127133000_dispute_livemode } from './Migration20261127133000_dispute_livemode';
// lists: totals kept by triggers
import { Migration20261127140000_list_counts } from './Migration20261127140000_list_counts';
import { Migration20261128000000_list_count_slots } from './Migration20261128000000_list_count_slots';
import { Migration20261128120000_list_count_static } from './Migration20261128120000_list_count_static';
// rate limits shared by every API process (issue 46)
import { Migration20261207120000_rate_limit } from './Migration20261207120000_rate_limit';
import { Migration20261207130000_webhook_event_livemode } from './Migration20261207130000_webhook_event_livemode';
import { Migration20261207190000_sandbox_faults } from './Migration20261207190000_sandbox_faults';
import { Migration20261207200000_attempt_claims } from './Migration20261207200000_attempt_claims';
import { Migration20261207200000_refund_reserve } from './Migration20261207200000_refund_reserve';
import { Migration20261207201700_password_changed_at } from './Migration20261207201700_password_changed_at';
import { Migration20261207210000_charge_reconciliation } from './Migration20261207210000_charge_reconciliation';
import { Migration20261207210000_sandbox_refund_faults } from './Migration20261207210000_sandbox_refund_faults';
import { Migration20261208030000_processor_failover } from './Migration20261208030000_processor_failover';
import { Migration20261208040000_auth_session } from './Migration20261208040000_auth_session';
import { Migration20261208040000_risk_rules } from './Migration20261208040000_risk_rules';
import { Migration20261208050000_second_factor } from './Migration20261208050000_second_factor';
import { Migration20261208060000_api_rate_bucket } from './Migration20261208060000_api_rate_bucket';
import { Migration20261208061000_restore_finding } from './Migration20261208061000_restore_finding';
import { Migration20261208062000_webhook_attempt_retention } from './Migration20261208062000_webhook_attempt_retention';
import { Migration20261208070000_card_routing } from './Migration20261208070000_card_routing';
import { Migration20261208080000_step_up } from './Migration20261208080000_step_up';
import { Migration20261208090000_passkeys } from './Migration20261208090000_passkeys';

// Migrations run in this order; the list is explicit so the compiled API, the worker and the
// tests all run the same set without scanning folders. New ones: `node api/dist/cli/make-migration.js`.
export const MIGRATIONS: MigrationObject[] = [{ name: 'Migration20261122191919', class: Migration20261122191919 },
  { name: 'Migration20261122201000_invoices', class: Migration20261122201000_invoices },
  { name: 'Migration20261122215056_payments', class: Migration20261122215056_payments },
  { name: 'Migration20261123010419_refunds', class: Migration20261123010419_refunds },
  { name: 'Migration20261123022842_checkouts', class: Migration20261123022842_checkouts },
  { name: 'Migration20261123073053_invoice_count_index', class: Migration20261123073053_invoice_count_index },
  { name: 'Migration20261123073400_merchant_keys', class: Migration20261123073400_merchant_keys },
  // transfers and ledger
  { name: 'Migration20261123073536_transfers', class: Migration20261123073536_transfers },
  // users and organizations administration
  { name: 'Migration20261123073642_people', class: Migration20261123073642_people },
  // disputes
  { name: 'Migration20261123073727_disputes', class: Migration20261123073727_disputes },
  // money integrity: double-entry ledger
  { name: 'Migration20261125020000_double_entry_ledger', class: Migration20261125020000_double_entry_ledger },
  { name: 'Migration20261125035500_ledger_audit', class: Migration20261125035500_ledger_audit },
  { name: 'Migration20261125041540_api_idempotency', class: Migration20261125041540_api_idempotency },
  { name: 'Migration20261125043059_audit_log', class: Migration20261125043059_audit_log },
  { name: 'Migration20261125053927_ledger_audit_failed', class: Migration20261125053927_ledger_audit_failed },
  { name: 'Migration20261125061602_organization_contact_unique', class: Migration20261125061602_organization_contact_unique },
  // webhooks to merchants
  { name: 'Migration20261125093936_webhooks', class: Migration20261125093936_webhooks },
  // global search: trigram and amount indexes
  { name: 'Migration20261125102000_global_search', class: Migration20261125102000_global_search },
  // audit log: actor role, source IP, before/after; immutable rows
  { name: 'Migration20261127103728_audit_actor', class: Migration20261127103728_audit_actor },
  // dashboards: the ledger's daily roll-up
  { name: 'Migration20261127103822_dashboards', class: Migration20261127103822_dashboards },
  // scheduled reports
  { name: 'Migration20261127104129_scheduled_reports', class: Migration20261127104129_scheduled_reports },
  // webhooks: ordered delivery per endpoint
  { name: 'Migration20261127104500_webhook_ordered', class: Migration20261127104500_webhook_ordered },
  // test mode: live and test keys, test checkouts
  { name: 'Migration20261127114500_test_mode', class: Migration20261127114500_test_mode },
  // test mode: disputes of test checkouts marked as such
  { name: 'Migration20261127133000_dispute_livemode', class: Migration20261127133000_dispute_livemode },
  // lists: totals kept by triggers (issue 13)
  { name: 'Migration20261127140000_list_counts', class: Migration20261127140000_list_counts },
  // lists: counter slots by transaction (payments no longer wait on one another's counter rows)
  { name: 'Migration20261128000000_list_count_slots', class: Migration20261128000000_list_count_slots },
  // lists: the counters' triggers with their statements written out (planned once per session)
  { name: 'Migration20261128120000_list_count_static', class: Migration20261128120000_list_count_static },
  // rate limits shared by every API process (issue 46)
  { name: 'Migration20261207120000_rate_limit', class: Migration20261207120000_rate_limit },
  // issue 46: events carry their mode (a key lists its own mode's only)
  { name: 'Migration20261207130000_webhook_event_livemode', class: Migration20261207130000_webhook_event_livemode },
  // issue 47: Sandbox fault cards (an answer lost after the charge, a 5xx)
  { name: 'Migration20261207190000_sandbox_faults', class: Migration20261207190000_sandbox_faults },
  // issue 47: refunds reserved in the books from the bank's approval; released refunds paid back
  { name: 'Migration20261207200000_refund_reserve', class: Migration20261207200000_refund_reserve },
  // issue 47: a try claims its charge or refund attempt before calling the processor
  { name: 'Migration20261207200000_attempt_claims', class: Migration20261207200000_attempt_claims },
  // review 49: a password reset revokes the sessions signed before it
  { name: 'Migration20261207201700_password_changed_at', class: Migration20261207201700_password_changed_at },
  // issue 47: the reconciliation queue of charges whose outcome stayed unknown
  { name: 'Migration20261207210000_charge_reconciliation', class: Migration20261207210000_charge_reconciliation },
  // issue 47: Sandbox cards whose refunds are slow, in progress or 5xx
  { name: 'Migration20261207210000_sandbox_refund_faults', class: Migration20261207210000_sandbox_refund_faults },
  // issue 41: failover between processors (the Sandbox's second acquirer and its faults, processor health)
  { name: 'Migration20261208030000_processor_failover', class: Migration20261208030000_processor_failover },
  // issue 44: sessions as records (sign-out, lock and reset end them; idle limits)
  { name: 'Migration20261208040000_auth_session', class: Migration20261208040000_auth_session },
  // issue 44: a second factor (TOTP, recovery codes, an organization's requirement)
  { name: 'Migration20261208050000_second_factor', class: Migration20261208050000_second_factor },
  // issue 42: the REST rate limit's token buckets, shared by every API replica
  { name: 'Migration20261208060000_api_rate_bucket', class: Migration20261208060000_api_rate_bucket },
  // issue 42: what the reconciliation after a point-in-time restore found
  { name: 'Migration20261208061000_restore_finding', class: Migration20261208061000_restore_finding },
  // issue 42: webhook attempts kept 90 days (the retention job's index)
  { name: 'Migration20261208062000_webhook_attempt_retention', class: Migration20261208062000_webhook_attempt_retention },
  // issue 41: card routing (ordered processors, rules by amount and country); decline classes of attempts
  { name: 'Migration20261208070000_card_routing', class: Migration20261208070000_card_routing },
  // issue 44: step-up for money actions (per session, per action)
  { name: 'Migration20261208080000_step_up', class: Migration20261208080000_step_up },
  // issue 44: passkeys (WebAuthn credentials, server challenges used once)
  { name: 'Migration20261208090000_passkeys', class: Migration20261208090000_passkeys },
  // issue 41: risk rules before the charge (block lists, merchant limits, declines for velocity, Sandbox card fingerprints)
  { name: 'Migration20261208040000_risk_rules', class: Migration20261208040000_risk_rules },
];

import { randomUUID } from 'node:crypto';

import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  assessRisk,
  type MerchantRiskLimits,
  NO_MERCHANT_LIMITS,
  normaliseBlockValue,
  RISK_DECLINE,
  type RiskBlock,
  type RiskFacts,
  type RiskRule,
  type RiskVerdict,
  type VelocityLimit,
} from '@pg/domain';
import type { PayerDetails } from '@pg/workflows';

import { executePrepared, prepared } from '../common/prepared-statements';
import type { ProcessorLookup } from '../payments/processor-lookup';
import { RiskDecline } from './risk-decline.entity';

// Issue 41: the risk check of a charge activity, before any processor is called. The facts come
// from the token's own processor (fingerprint, country: never the card number) and the payer;
// the block lists, the merchant's limits and the recent declines are read in one statement.

export interface RiskSubject {
  organizationId: string;
  amountCents: number;
  processor: string;
  token: string;
  payer: PayerDetails;
}

export interface RiskAssessment {
  verdict: RiskVerdict;
  facts: RiskFacts;
}

/** An address as people read it: an IPv4 peer of a dual-stack socket without its ::ffff: prefix. */
export function clientAddressOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

// The window is the velocity row's (none: no row to count against, the counts are 0).
const RISK_SQL = prepared(
  'risk-before-charge',
  `with w as (select now() - make_interval(mins => v.window_minutes) as since from risk_velocity v where v.id = 'platform')
select
  (select coalesce(json_agg(json_build_object('kind', b.kind, 'value', b.value)), '[]'::json) from risk_block b
    where (b.kind = 'cardFingerprint' and b.value = ?) or (b.kind = 'email' and b.value = ?)
       or (b.kind = 'clientAddress' and b.value = ?) or (b.kind = 'cardCountry' and b.value = ?)) as "blocks",
  (select json_build_object('maxAmountCents', l.max_amount_cents, 'reviewThresholdCents', l.review_threshold_cents)
    from merchant_risk_limits l where l.organization_id = ?) as "limits",
  (select json_build_object('maxDeclines', v.max_declines, 'windowMinutes', v.window_minutes, 'keys', v.keys)
    from risk_velocity v where v.id = 'platform') as "velocity",
  (select count(*) from risk_decline d, w where d.card_fingerprint = ? and d.created_at > w.since)::int as "cardFingerprint",
  (select count(*) from risk_decline d, w where d.email = ? and d.created_at > w.since)::int as "email",
  (select count(*) from risk_decline d, w where d.client_address = ? and d.created_at > w.since)::int as "clientAddress"`,
);

interface RiskRow {
  blocks: RiskBlock[];
  limits: MerchantRiskLimits | null;
  velocity: VelocityLimit | null;
  cardFingerprint: number;
  email: number;
  clientAddress: number;
}

/** The token's card as its processor knows it; a processor that cannot say (or is not reached) leaves nulls. */
async function tokenCard(processors: ProcessorLookup, name: string, token: string): Promise<{ fingerprint: string | null; country: string | null }> {
  const processor = await Promise.resolve()
    .then(() => processors.processorFor(name))
    .catch(() => null);
  const unknown = { fingerprint: null, country: null };
  return processor?.tokenCard ? processor.tokenCard(token).catch(() => unknown) : unknown;
}

/** The verdict for a payment about to be charged, with the facts it was taken on. */
export async function assessBeforeCharge(em: EntityManager, processors: ProcessorLookup, subject: RiskSubject): Promise<RiskAssessment> {
  const card = await tokenCard(processors, subject.processor, subject.token);
  const email = subject.payer.email ? normaliseBlockValue('email', subject.payer.email) : null;
  const clientAddress = clientAddressOf(subject.payer.clientAddress);
  const [row] = await executePrepared<RiskRow>(em, RISK_SQL, [
    card.fingerprint ? normaliseBlockValue('cardFingerprint', card.fingerprint) : null,
    email,
    clientAddress ? normaliseBlockValue('clientAddress', clientAddress) : null,
    card.country ? normaliseBlockValue('cardCountry', card.country) : null,
    subject.organizationId,
    card.fingerprint,
    email,
    clientAddress,
  ]);
  const facts: RiskFacts = {
    amountCents: subject.amountCents,
    cardFingerprint: card.fingerprint,
    email,
    clientAddress,
    cardCountry: card.country,
    recentDeclines: { cardFingerprint: row.cardFingerprint, email: row.email, clientAddress: row.clientAddress },
  };
  return { verdict: assessRisk(facts, row.blocks, row.limits ?? NO_MERCHANT_LIMITS, row.velocity), facts };
}

/** One decline for velocity to count (a card decline of the processor, or a risk rule's). */
export async function recordDecline(em: EntityManager, organizationId: string, facts: RiskFacts, rule: RiskRule | null): Promise<void> {
  if (!facts.cardFingerprint && !facts.email && !facts.clientAddress) return;
  await em.insert(RiskDecline, {
    id: randomUUID(),
    createdAt: new Date(),
    organizationId,
    cardFingerprint: facts.cardFingerprint,
    email: facts.email,
    clientAddress: facts.clientAddress,
    rule,
  });
}

/** The attempt columns of a payment a risk rule declined: the payer's neutral decline (never the rule). */
export const RISK_DECLINED_ATTEMPT = { status: 'failed', ...RISK_DECLINE, declineClass: 'hard' } as const;

/**
 * Declines a pending attempt by a risk rule, before any charge: the attempt failed with the
 * neutral decline, the decline counted for velocity, and the record's history (the audit log)
 * names the rule. False when the attempt was no longer pending (another try ended it).
 */
export async function declineByRisk<T extends object>(
  em: EntityManager,
  attempt: { entity: EntityClass<T>; id: string; organizationId: string },
  assessment: RiskAssessment & { verdict: { action: 'block' } },
  recordEvent: (tx: EntityManager) => Promise<void> | void,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      attempt.entity,
      { id: attempt.id, status: 'pending' } as never,
      { ...RISK_DECLINED_ATTEMPT, updatedAt: new Date() } as never,
    );
    if (!updated) return false;
    await recordDecline(tx, attempt.organizationId, assessment.facts, assessment.verdict.rule);
    await recordEvent(tx);
    return true;
  });
}

import { randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { countryOfCardNumber } from '@pg/domain';

import { brandOf, type CardDetails, type CardError, checkCard, fullYear, normaliseCardNumber, outcomeOf } from './sandbox-cards';
import { SandboxCharge } from './sandbox-charge.entity';
import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';
import { SandboxDisputesService } from './sandbox-disputes.service';
import { cardFingerprint } from './sandbox-fingerprint';
import { SandboxRefund } from './sandbox-refund.entity';
import { SandboxToken } from './sandbox-token.entity';

export interface TokenIssued {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SandboxChargeView {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  brand: string;
  last4: string;
  failCode: string | null;
  failMessage: string | null;
  refundedCents: number;
  refunded: boolean;
  disputeOnCapture: boolean;
  createdAt: string;
  refunds: { id: string; amountCents: number; createdAt: string }[];
  /** The dispute a 4000 0000 0000 0259 charge opens (opensAt may lie ahead). */
  dispute: { disputeId: string; status: string; opensAt: string } | null;
}

// The Sandbox's client-side tokenisation, served by the API: the card number and CVC end here,
// and only the token (plus brand, last 4, expiry) goes on to the payment call.
@Injectable()
export class SandboxTokensService {
  constructor(
    private readonly em: EntityManager,
    private readonly disputes: SandboxDisputesService,
    @Inject(SANDBOX_CONFIG) private readonly config: SandboxConfig,
  ) {}

  async tokenise(card: CardDetails & { name?: string | null }): Promise<TokenIssued | CardError> {
    const problem = checkCard(card);
    if (problem) return problem;
    const digits = normaliseCardNumber(card.cardNumber);
    const outcome = outcomeOf(digits);
    const em = this.em.fork();
    const row = em.create(SandboxToken, {
      token: `tok_sandbox_${randomBytes(16).toString('hex')}`,
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: fullYear(card.expYear),
      cardholderName: card.name?.trim() || null,
      behaviour: outcome.behaviour,
      country: countryOfCardNumber(digits),
      fingerprint: cardFingerprint(this.config.webhookSecret, digits),
      disputeOnCapture: outcome.disputeOnCapture,
      usedAt: null,
    });
    await em.flush();
    return { token: row.token, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
  }

  async chargeView(id: string): Promise<SandboxChargeView | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const em = this.em.fork();
    const charge = await em.findOne(SandboxCharge, { id });
    if (!charge) return null;
    const refunds = await em.find(SandboxRefund, { charge }, { orderBy: { createdAt: 'asc' } });
    return {
      id: charge.id,
      status: charge.status,
      amountCents: charge.amountCents,
      currency: charge.currency,
      brand: charge.brand,
      last4: charge.last4,
      failCode: charge.failCode ?? null,
      failMessage: charge.failMessage ?? null,
      refundedCents: charge.refundedCents,
      refunded: charge.refundedCents > 0 && charge.refundedCents === charge.amountCents,
      disputeOnCapture: charge.disputeOnCapture,
      createdAt: charge.createdAt.toISOString(),
      refunds: refunds.map((r) => ({ id: r.id, amountCents: r.amountCents, createdAt: r.createdAt.toISOString() })),
      dispute: await this.disputes.ofCharge(charge.id),
    };
  }
}

import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  blockValueError,
  isRiskBlockKind,
  merchantLimitErrors,
  type MerchantRiskLimits,
  NO_MERCHANT_LIMITS,
  normaliseBlockValue,
  RISK_BLOCK_KIND_LABELS,
  RISK_BLOCK_MESSAGES,
  velocityErrors,
  type VelocityKey,
  type VelocityLimit,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { badInput, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { EventsService } from '../events/events.service';
import type { MerchantRiskLimitsType, RiskBlockType, RiskVelocityType } from './dtos/risk.type';
import { MerchantRiskLimitsRow } from './merchant-risk-limits.entity';
import { RiskBlock } from './risk-block.entity';
import { PLATFORM_VELOCITY_ID, RiskVelocityRow } from './risk-velocity.entity';

/** The audit log's record type of a block-list entry (platform-wide: no organization). */
export const RISK_BLOCK_SUBJECT = 'riskBlock';

export const RISK_ADMIN_MESSAGES = {
  kind: 'Choose what to block',
  duplicate: 'This value is already blocked',
  noteTooLong: 'At most 255 characters',
} as const;

// Issue 41: PG Admin keeps the block lists and each merchant's limits (OPERATION_ACCESS in
// @pg/domain; the AccessGuard enforces it). Every change is a history row: the audit log shows
// who blocked or unblocked what, and who changed a merchant's limits (before and after).
@Injectable()
export class RiskAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
  ) {}

  async blocks(kind?: string | null): Promise<RiskBlockType[]> {
    if (kind && !isRiskBlockKind(kind)) throw badInput({ kind: RISK_ADMIN_MESSAGES.kind });
    const rows = await this.em
      .fork()
      .find(RiskBlock, kind ? { kind: kind as RiskBlock['kind'] } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
    return rows.map(blockOf);
  }

  async add(user: AuthUser, input: { kind: string; value: string; note?: string | null }): Promise<RiskBlockType> {
    if (!isRiskBlockKind(input.kind)) throw badInput({ kind: RISK_ADMIN_MESSAGES.kind });
    const kind = input.kind;
    const problem = blockValueError(kind, input.value ?? '');
    const note = input.note?.trim() || null;
    if (problem || (note && note.length > 255))
      throw badInput({ value: problem, note: note && note.length > 255 ? RISK_ADMIN_MESSAGES.noteTooLong : undefined });
    const em = this.em.fork();
    const block = em.create(RiskBlock, { kind, value: normaliseBlockValue(kind, input.value), note, createdBy: user.id });
    this.events.record(em, {
      name: 'Risk Block Added',
      slug: 'risk-block-added',
      subjectType: RISK_BLOCK_SUBJECT,
      subjectId: block.id,
      userId: user.id,
      meta: { kind, kindLabel: RISK_BLOCK_KIND_LABELS[kind], value: block.value, note },
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw badInput({ value: RISK_ADMIN_MESSAGES.duplicate });
      throw error;
    }
    return blockOf(block);
  }

  async remove(user: AuthUser, id: string): Promise<boolean> {
    const em = this.em.fork();
    const block = UUID.test(id) ? await em.findOne(RiskBlock, { id }) : null;
    if (!block) throw notFound('Block-list entry');
    this.events.record(em, {
      name: 'Risk Block Removed',
      slug: 'risk-block-removed',
      subjectType: RISK_BLOCK_SUBJECT,
      subjectId: block.id,
      userId: user.id,
      meta: { kind: block.kind, kindLabel: RISK_BLOCK_KIND_LABELS[block.kind], value: block.value },
    });
    em.remove(block);
    await em.flush();
    return true;
  }

  async limits(organizationId: string): Promise<MerchantRiskLimitsType> {
    await this.organization(organizationId);
    const row = await this.em.fork().findOne(MerchantRiskLimitsRow, { organizationId });
    return { organizationId, ...pick(row ?? NO_MERCHANT_LIMITS) };
  }

  /** Sets the given limits; one not given keeps its saved value. */
  async saveLimits(user: AuthUser, organizationId: string, input: Partial<MerchantRiskLimits>): Promise<MerchantRiskLimitsType> {
    await this.organization(organizationId);
    const em = this.em.fork();
    const row = await em.findOne(MerchantRiskLimitsRow, { organizationId });
    const before = pick(row ?? NO_MERCHANT_LIMITS);
    const limits = { ...before, ...input };
    const errors = merchantLimitErrors(limits);
    if (Object.keys(errors).length) throw badInput(errors);
    if (row) em.assign(row, { ...limits, updatedAt: new Date(), updatedBy: user.id });
    else em.create(MerchantRiskLimitsRow, { organizationId, ...limits, updatedAt: new Date(), updatedBy: user.id });
    this.events.record(em, {
      name: 'Risk Limits Changed',
      slug: 'risk-limits-changed',
      subjectType: 'organization',
      subjectId: organizationId,
      organizationId,
      userId: user.id,
      changes: {
        maxAmountCents: { before: before.maxAmountCents, after: limits.maxAmountCents },
        reviewThresholdCents: { before: before.reviewThresholdCents, after: limits.reviewThresholdCents },
      },
    });
    await em.flush();
    return { organizationId, ...limits };
  }

  async velocity(): Promise<RiskVelocityType | null> {
    const row = await this.em.fork().findOne(RiskVelocityRow, { id: PLATFORM_VELOCITY_ID });
    return row ? velocityOf(row) : null;
  }

  /** Sets the platform's velocity rule; null turns it off. */
  async saveVelocity(user: AuthUser, input: VelocityLimit | null): Promise<RiskVelocityType | null> {
    if (input) {
      const errors = velocityErrors(input);
      if (Object.keys(errors).length) throw badInput(errors);
    }
    const em = this.em.fork();
    const row = await em.findOne(RiskVelocityRow, { id: PLATFORM_VELOCITY_ID });
    const before = row ? velocityOf(row) : null;
    const after = input ? { maxDeclines: input.maxDeclines, windowMinutes: input.windowMinutes, keys: [...new Set(input.keys)] as VelocityKey[] } : null;
    if (row && after) em.assign(row, { ...after, updatedAt: new Date(), updatedBy: user.id });
    else if (after) em.create(RiskVelocityRow, { id: PLATFORM_VELOCITY_ID, ...after, updatedAt: new Date(), updatedBy: user.id });
    else if (row) em.remove(row);
    this.events.record(em, {
      name: after ? 'Risk Velocity Changed' : 'Risk Velocity Turned Off',
      slug: after ? 'risk-velocity-changed' : 'risk-velocity-turned-off',
      subjectType: RISK_BLOCK_SUBJECT,
      subjectId: VELOCITY_SUBJECT_ID,
      userId: user.id,
      changes: { velocity: { before, after } },
    });
    await em.flush();
    return after;
  }

  private async organization(id: string): Promise<void> {
    const [row] = UUID.test(id) ? await this.em.execute<{ id: string }[]>('select id from organization where id = ?', [id]) : [];
    if (!row) throw notFound('Organization');
  }
}

/** The velocity rule's history rows are about this fixed record (the audit log's record type riskBlock). */
const VELOCITY_SUBJECT_ID = '00000000-0000-4000-8000-000000000041';

const velocityOf = (row: RiskVelocityRow): RiskVelocityType => ({ maxDeclines: row.maxDeclines, windowMinutes: row.windowMinutes, keys: [...row.keys] });

type LimitsLike = { maxAmountCents?: number | null; reviewThresholdCents?: number | null };
const pick = (l: LimitsLike): MerchantRiskLimits => ({ maxAmountCents: l.maxAmountCents ?? null, reviewThresholdCents: l.reviewThresholdCents ?? null });

const blockOf = (b: RiskBlock): RiskBlockType => ({ id: b.id, kind: b.kind, value: b.value, note: b.note ?? null, createdAt: b.createdAt });

export { RISK_BLOCK_MESSAGES };

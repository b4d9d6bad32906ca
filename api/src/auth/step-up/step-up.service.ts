import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { needsStepUp, type StepUpAction, withinStepUpWindow } from '@pg/domain';

import type { AuthUser } from '../../common/auth-user';
import { stepUpRequired, stepUpSetupRequired } from '../../common/gateway.exception';
import { EventsService } from '../../events/events.service';
import { type SecondFactorProof, SecondFactorService } from '../second-factor/second-factor.service';

// Issue 44, step-up for money actions: a money action runs when this session gave its second
// factor in the last 5 minutes, at sign-in (auth_session.second_factor_at) or for this very
// action (auth_session.step_ups). Checked by the access guard, never per resolver.
@Injectable()
export class StepUpService {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactorService,
    private readonly events: EventsService,
  ) {}

  /** Throws STEP_UP_REQUIRED (recorded in the audit log) when `operation` needs a fresh factor. */
  async check(user: AuthUser, operation: string, args: Record<string, unknown>): Promise<void> {
    if (!needsStepUp(operation, args)) return;
    const now = Math.floor(Date.now() / 1000);
    if (withinStepUpWindow(user.secondFactorAt, now)) return;
    if (user.sessionId && withinStepUpWindow(await this.givenFor(user.sessionId, operation), now)) return;
    // A person with no second factor at all (a merchant who did not opt in, whose Owner does
    // not require it) has nothing to step up with: refused until they set one up (decision
    // 0178), so a password alone runs no money action for anyone.
    const hasFactor = await this.factors.hasFactor(user.id);
    await this.events.insert(this.em, {
      name: 'Step-up required',
      slug: 'step-up-required',
      subjectType: 'user',
      subjectId: user.id,
      organizationId: user.organizationId,
      userId: user.id,
      meta: { action: operation, ...(hasFactor ? {} : { setupRequired: true }) },
    });
    throw hasFactor ? stepUpRequired(operation) : stepUpSetupRequired(operation);
  }

  /** Verifies the proof (throttled, refusals audited) and unlocks `action` for this session for 5 minutes. */
  async confirm(user: AuthUser, sessionId: string, action: StepUpAction, proof: SecondFactorProof, address: string): Promise<void> {
    const method = await this.factors.verify(user.id, proof, address, `step-up:${action}`);
    await this.em.execute(
      `update auth_session set step_ups = step_ups || jsonb_build_object(?::text, floor(extract(epoch from now()))::bigint) where id = ? and user_id = ?`,
      [action, sessionId, user.id],
    );
    await this.events.insert(this.em, {
      name: 'Step-up given',
      slug: 'step-up-given',
      subjectType: 'user',
      subjectId: user.id,
      organizationId: user.organizationId,
      userId: user.id,
      meta: { action, method },
    });
  }

  private async givenFor(sessionId: string, action: string): Promise<number | null> {
    const [row] = await this.em.execute<{ at: string | null }[]>(`select step_ups ->> ? as at from auth_session where id = ?`, [action, sessionId]);
    return row?.at ? Number(row.at) : null;
  }
}

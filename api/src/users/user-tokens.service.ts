import { createHash, randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { badInput } from '../common/gateway.exception';
import { User } from './user.entity';
import { type TokenPurpose, UserToken } from './user-token.entity';

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class UserTokensService {
  /** A new single-use token; only its hash is stored. Caller flushes. */
  issue(em: EntityManager, user: User, purpose: TokenPurpose, ttlMs: number, issuedBy?: string): string {
    const token = randomBytes(32).toString('base64url');
    em.create(UserToken, {
      user,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
      issuedBy: issuedBy ?? null,
    });
    return token;
  }

  /**
   * Issues a link token for an e-mail and hands it to `send`, at most once per `issuedBy`
   * (a workflow id + activity id): a retry after the e-mail went out sends nothing. The row is
   * kept as '<key>:pending' until `send` returns, so a retry after a failed send issues anew.
   * Returns false when it had been sent already.
   */
  async issueOnce(
    em: EntityManager,
    userId: string,
    purpose: TokenPurpose,
    ttlMs: number,
    issuedBy: string,
    send: (token: string) => Promise<void>,
  ): Promise<boolean> {
    if (await em.count(UserToken, { issuedBy })) return false;
    const pending = `${issuedBy}:pending`;
    await em.nativeDelete(UserToken, { issuedBy: pending });
    const fork = em.fork();
    const token = this.issue(fork, fork.getReference(User, userId), purpose, ttlMs, pending);
    await fork.flush();
    await send(token);
    await em.nativeUpdate(UserToken, { issuedBy: pending }, { issuedBy });
    return true;
  }

  /** Marks the token used and returns it; refuses unknown, used, expired or foreign tokens. */
  async consume(em: EntityManager, userId: string, token: string, purpose: TokenPurpose): Promise<UserToken> {
    const row = await em.findOne(UserToken, { tokenHash: sha256(token), purpose }, { populate: ['user'] });
    const now = new Date();
    if (!row || row.user.id !== userId || row.usedAt || row.expiresAt <= now) {
      throw badInput(INVALID_LINK_MESSAGE);
    }
    // Conditional update: two concurrent uses of one link cannot both succeed.
    const updated = await em.nativeUpdate(UserToken, { id: row.id, usedAt: null }, { usedAt: now });
    if (updated !== 1) throw badInput(INVALID_LINK_MESSAGE);
    return row;
  }

  /** Ends every open token of a purpose (link expiry timer, password changed). */
  async expireAll(em: EntityManager, userId: string, purpose: TokenPurpose): Promise<number> {
    return em.nativeUpdate(UserToken, { user: userId, purpose, usedAt: null }, { expiresAt: new Date() });
  }
}

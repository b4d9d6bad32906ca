import { createSecretKey, type KeyObject } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface TokenClaims {
  sub: string;
}

@Injectable()
export class JwtService {
  // jsonwebtoken turns a string secret into a key object on every call (a quarter of the
  // session check's CPU per request, docs/performance.md section 9): make it once.
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /** A session token; `secondFactorAt` (unix seconds, claim `sfa`) when a second factor was given. */
  sign(userId: string, { secondFactorAt }: { secondFactorAt?: Date } = {}): string {
    const claims = secondFactorAt ? { sfa: Math.floor(secondFactorAt.getTime() / 1000) } : {};
    return jwt.sign(claims, this.key, {
      subject: userId,
      expiresIn: this.config.jwtTtlSeconds,
      algorithm: 'HS256',
    });
  }

  /** The user id, issue time and second-factor time (unix seconds) of a valid session token, else undefined. */
  verifySession(token: string): { userId: string; issuedAt: number; secondFactorAt?: number } | undefined {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.iat !== 'number') return undefined;
      // A token with an audience is a challenge (second-factor step), never a session.
      if (claims.aud !== undefined) return undefined;
      return { userId: claims.sub, issuedAt: claims.iat, ...(typeof claims.sfa === 'number' ? { secondFactorAt: claims.sfa } : {}) };
    } catch {
      return undefined;
    }
  }

  /** The sign-in's second step: a short-lived token naming the person whose password was right. */
  signChallenge(userId: string, purpose: string, ttlSeconds: number): string {
    return jwt.sign({}, this.key, { subject: userId, audience: purpose, expiresIn: ttlSeconds, algorithm: 'HS256' });
  }

  /** The user of a valid challenge for `purpose`, 'expired' for one past its time, else undefined. */
  verifyChallenge(token: string, purpose: string): { userId: string } | 'expired' | undefined {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: purpose });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string') return undefined;
      return { userId: claims.sub };
    } catch (error) {
      return error instanceof jwt.TokenExpiredError ? 'expired' : undefined;
    }
  }
}

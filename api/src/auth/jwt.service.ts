import { createSecretKey, type KeyObject } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface TokenClaims {
  sub: string;
  /** The session's id (auth_session): the API checks that row on every request. */
  sid: string;
}

@Injectable()
export class JwtService {
  // jsonwebtoken turns a string secret into a key object on every call (a quarter of the
  // session check's CPU per request, docs/performance.md section 9): make it once.
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /**
   * The token of a session: it expires with the session's absolute cap, so a browser keeps one
   * token while the session lives; ending the session (sign-out, idle, lock) ends the token too.
   */
  sign(userId: string, sessionId: string, expiresAt: Date): string {
    return jwt.sign({ sid: sessionId }, this.key, {
      subject: userId,
      expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
      algorithm: 'HS256',
    });
  }

  /** The user and session ids of a valid token, else undefined (a token without a session id too). */
  verifySession(token: string): { userId: string; sessionId: string } | undefined {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return undefined;
      // A token with an audience is a challenge (second-factor step), never a session.
      if (claims.aud !== undefined) return undefined;
      return { userId: claims.sub, sessionId: claims.sid };
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

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

  sign(userId: string): string {
    return jwt.sign({}, this.key, {
      subject: userId,
      expiresIn: this.config.jwtTtlSeconds,
      algorithm: 'HS256',
    });
  }

  /** The user id and issue time (unix seconds) of a valid token, else undefined. */
  verifySession(token: string): { userId: string; issuedAt: number } | undefined {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.iat !== 'number') return undefined;
      return { userId: claims.sub, issuedAt: claims.iat };
    } catch {
      return undefined;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface TokenClaims {
  sub: string;
}

@Injectable()
export class JwtService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  sign(userId: string): string {
    return jwt.sign({}, this.config.jwtSecret, {
      subject: userId,
      expiresIn: this.config.jwtTtlSeconds,
      algorithm: 'HS256',
    });
  }

  /** The user id of a valid token, else undefined (expired, forged or malformed). */
  verify(token: string): string | undefined {
    try {
      const claims = jwt.verify(token, this.config.jwtSecret, { algorithms: ['HS256'] });
      return typeof claims === 'object' && typeof claims.sub === 'string' ? claims.sub : undefined;
    } catch {
      return undefined;
    }
  }
}
